/**
 * Generated from the API's OpenAPI document by openapi-typescript (decision 0111): do not edit.
 * Regenerate with `npm run api:types` after changing a route or its schemas;
 * apps/api/test/edge/api-types.int.spec.ts fails while this file is behind the document.
 */
export interface paths {
  '/api/abbyactivities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyActivitiesController_list'];
    put?: never;
    post: operations['AbbyActivitiesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyactivities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['AbbyActivitiesController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyactivities/download/zip/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyActivitiesController_download'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyactivities/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyActivitiesController_release'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyactivities/releases/{update}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyActivitiesController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbykioskprofiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyKioskProfilesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbykioskprofiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyKioskProfilesController_one'];
    put: operations['AbbyKioskProfilesController_edit'];
    post?: never;
    delete: operations['AbbyKioskProfilesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbykioskprofiles/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyKioskProfilesController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbykioskprofiles/kiosk/{kioskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyKioskProfilesController_ofKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbykioskprofiles/kiosk/{kioskId}/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyKioskProfilesController_statuses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyprofiledetails/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyProfileDetailsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyprofiledetails/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyProfileDetailsController_remove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyprofiledetails/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyProfileDetailsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyresidentprofiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyResidentProfilesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyresidentprofiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyResidentProfilesController_one'];
    put: operations['AbbyResidentProfilesController_edit'];
    post?: never;
    delete: operations['AbbyResidentProfilesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyresidentprofiles/resident/{residentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyResidentProfilesController_ofResident'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyupdates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyUpdateZipsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyupdates/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyUpdateZipsController_release'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyupdates/version/{version}/level/{level}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AbbyUpdateZipsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/abbyupdates/version/{version}/level/{level}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyUpdateZipsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/abby-playlist-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_abbyPlaylistEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/access/resident/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_residentAccess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/build/version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LoginController_version'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/genie-playlist-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_geniePlaylistEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/history/{kind}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/history/{kind}/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_exportHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/kiosk-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_kioskEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LoginController_adminLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/message-purge-details/purge/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MessagePurgesController_details'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/message-purges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MessagePurgesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/resident-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_residentEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/summary/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminSummaryController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/user-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_userEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ambientinvitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AmbientInvitationsController_list'];
    put?: never;
    post: operations['AmbientInvitationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ambientinvitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['AmbientInvitationsController_edit'];
    post?: never;
    delete: operations['AmbientInvitationsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buttonconfigdetails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ButtonConfigsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buttonconfigdetails/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ButtonConfigsController_change'];
    post?: never;
    delete: operations['ButtonConfigsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buttonconfigs/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ButtonConfigsController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ConfigController_clientConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ButtonConfigsController_configs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configs/phidgetactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ButtonConfigsController_phidgetActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configs/phidgets/inputs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ButtonConfigsController_phidgetInputs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configs/phidgets/outputs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ButtonConfigsController_phidgetOutputs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configs/phidgetstyles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ButtonConfigsController_phidgetStyles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device-gateway/facts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DeviceFactsController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device-gateway/kiosk-credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GatewayCredentialsController_all'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device-gateway/kiosk-credentials/{serial}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GatewayCredentialsController_secretHash'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/device-gateway/messages/opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DeviceMessagesController_opened'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DomainsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DomainsController_get'];
    put: operations['DomainsController_update'];
    post?: never;
    delete: operations['DomainsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{id}/delete-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DomainsController_deleteCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{id}/managers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DomainsController_managers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DomainsController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/organization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DomainsController_ofOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/expressions/language/{languageId}/{segment}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ExpressionsController_replace'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/expressions/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ExpressionsController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_list'];
    put?: never;
    post: operations['FacilitiesController_createOrFilter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_get'];
    put: operations['FacilitiesController_update'];
    post?: never;
    delete: operations['FacilitiesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/{id}/alert-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfflineAlertsController_settings'];
    put: operations['OfflineAlertsController_changeSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/{id}/delete-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_deleteCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/{id}/inbox-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilityInboxController_settings'];
    put: operations['FacilityInboxController_change'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/domain/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_ofDomain'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/facilities/organization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_ofOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/fleet/kiosks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FleetController_kiosks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/fleet/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FleetController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/genieupdates/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GenieReleaseController_release'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['JobsController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_failed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/geniegrams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskGeniegramsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/geniegrams/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskGeniegramsController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/geniegrams/{id}/opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskGeniegramsController_opened'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskMessagesController_messages'];
    put?: never;
    post: operations['KioskMessagesController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskMessagesController_message'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/messages/{id}/opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskMessagesController_opened'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/messages/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskMessagesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/playlists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskAlbumsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/playlists/{id}/viewed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskAlbumsController_viewed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/residents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskMessagesController_residents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskdashboard/{id}/manager-stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskDashboardController_managerStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskdashboard/{id}/resident-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskDashboardController_residentSummaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskdashboard/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskDashboardController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskemails/kiosk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskEmailsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskemails/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskEmailsController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskemails/send/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskEmailsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylistblobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['KioskPlaylistItemsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylistblobs/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskPlaylistItemsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylistblobs/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KioskPlaylistItemsController_removeMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskPlaylistsController_list'];
    put?: never;
    post: operations['KioskPlaylistsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylists/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskPlaylistsController_one'];
    put: operations['KioskPlaylistsController_edit'];
    post?: never;
    delete: operations['KioskPlaylistsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylists/{id}/ambient': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskPlaylistsController_ambient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylists/{id}/cover-media/{mediaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['KioskPlaylistsController_cover'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kioskplaylists/kiosk/{kioskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KioskPlaylistsController_ofKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_list'];
    put?: never;
    post: operations['KiosksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_get'];
    put: operations['KiosksController_update'];
    post?: never;
    delete: operations['KiosksController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}/delete-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_deleteCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}/device-credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DeviceCredentialsController_status'];
    put?: never;
    post: operations['DeviceCredentialsController_issue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}/extended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_extended'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/{id}/offline-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfflineAlertsController_ofKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/activate-override-abbys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyKiosksController_activate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/combo-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LoginController_comboOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/facility/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FacilitiesController_kiosks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/keytags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['KeyTagsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/keytags/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['KeyTagsController_update'];
    post?: never;
    delete: operations['KeyTagsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/keytags/{id}/resident': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['KeyTagsController_assign'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/keytags/{kioskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KeyTagsController_ofKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/keytags/mapper': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KeyTagsController_mapper'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LoginController_kioskLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/type/{typeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_ofType'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/unupdated-abbys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyKiosksController_unupdated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosks/update-override-abbys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyKiosksController_overrides'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediafiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyMediaFilesController_one'];
    put: operations['AbbyMediaFilesController_rename'];
    post: operations['AbbyMediaFilesController_address'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediafiles/available/profile/{profileId}/pathtype/{pathTypeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyProfileDetailsController_available'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediafiles/container/{containerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyMediaFilesController_files'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediafiles/container/{containerId}/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyMediaFilesController_addressOf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediafiles/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyMediaFilesController_remove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediafiles/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AbbyMediaFilesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MediaItemsController_one'];
    put: operations['MediaItemsController_edit'];
    post: operations['MediaItemsController_address'];
    delete: operations['MediaItemsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MediaItemsController_addressOf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MediaItemsController_removeMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/kiosk/{kioskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MediaItemsController_kioskItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/kiosk/{kioskId}/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MediaItemsController_uploadToKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/library/{library}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MediaItemsController_sharedItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/library/{library}/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MediaItemsController_uploadToShared'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/resident/{residentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MediaItemsController_residentItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediaitems/resident/{residentId}/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MediaItemsController_uploadToResident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mediapathtypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AbbyMediaFilesController_pathTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messageblobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['MessageBlobsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messageblobs/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessageBlobsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessagesController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MessagesController_open'];
    post?: never;
    delete: operations['MessagesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessagesController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessagesController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}/voiceurl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MessagesController_voiceUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessagesController_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/thread/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MessagesController_openThread'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/upload/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MessagesController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics
     * @description Requests, errors and latency by route pattern, job queue depth and tries, projection lag, event-store append latency and the process’s own metrics, in Prometheus text format. Answers the metrics token (METRICS_TOKEN) as a bearer, or an admin.
     */
    get: operations['MetricsController_scrape'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offline-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfflineAlertsController_open'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OrganizationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['OrganizationsController_update'];
    post?: never;
    delete: operations['OrganizationsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/{id}/delete-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationsController_deleteCheck'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationsController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/{id}/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentMetricsController_message'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/{id}/playlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentMetricsController_playlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/{id}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentMetricsController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentMetricsController_users'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/{kind}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ResidentMetricsController_chart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/engagement/facility/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentMetricsController_facilityEngagement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentdashboard/engagement/kiosk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentMetricsController_kioskEngagement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylistblobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['MemoryAlbumItemsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylistblobs/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MemoryAlbumItemsController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylistblobs/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MemoryAlbumItemsController_removeMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryAlbumsController_list'];
    put?: never;
    post: operations['MemoryAlbumsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylists/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryAlbumsController_one'];
    put: operations['MemoryAlbumsController_edit'];
    post?: never;
    delete: operations['MemoryAlbumsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylists/{id}/cover-media/{mediaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MemoryAlbumsController_cover'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residentplaylists/resident/{residentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryAlbumsController_ofResident'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ResidentsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_get'];
    put: operations['ResidentsController_update'];
    post?: never;
    delete: operations['ResidentsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/{id}/extended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_extended'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/{id}/personal-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['ErasureController_eraseResident'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/{id}/picture/base64': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_picture'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/{id}/tag/{tag}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_assignTag'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/kiosk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_ofKiosk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LoginController_residentLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/login/kiosk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ResidentsController_loginKiosk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_manager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ResidentsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/pictures/base64': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ResidentsController_allPictures'];
    put?: never;
    post: operations['ResidentsController_pictures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/residents/profile/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ResidentsController_profilePictures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rollouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['RolloutsController_list'];
    put?: never;
    post: operations['RolloutsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rollouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['RolloutsController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rollouts/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['RolloutsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rollouts/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['RolloutsController_pause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rollouts/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['RolloutsController_resume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['UserManagerController_update'];
    post?: never;
    delete: operations['UserManagerController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['UsersController_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/personal-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['ErasureController_eraseUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/profile/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['UsersController_updateProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/unblock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsersController_unblock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/change-password-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_changePasswordEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/dashboard/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DashboardUsersController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/kiosk/{id}/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KiosksController_managers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/links/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ContactLinksController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/manager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/manager/extra-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_extraFields'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/manager/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UserManagerController_options'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsersController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['UsersController_endSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_usePasswordLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UsersController_picture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/profile-edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UsersController_profileEdit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/remove/resident/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_leaveResident'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/unlink': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserManagerController_unlink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workbook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['WorkbookController_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorAnswer: {
      errorMessage: string;
      errorSeverity: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AbbyActivitiesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activities: {
              createDate: string;
              description: string;
              id: number;
              releaseDate: string | null;
              responseTypeId: number;
              updateDate: string | null;
              updateLevel: number | null;
              url: string;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            nextUpdate: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyActivitiesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          createDate?: string | null;
          description: string;
          id?: number | null;
          responseTypeId?: number | null;
          url?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activity: {
              createDate: string;
              description: string;
              id: number;
              releaseDate: string | null;
              responseTypeId: number;
              updateDate: string | null;
              updateLevel: number | null;
              url: string;
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyActivitiesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          createDate?: string | null;
          description: string;
          id?: number | null;
          responseTypeId?: number | null;
          url?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activity: {
              createDate: string;
              description: string;
              id: number;
              releaseDate: string | null;
              responseTypeId: number;
              updateDate: string | null;
              updateLevel: number | null;
              url: string;
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyActivitiesController_download: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        version: (21 | 22) | ('21' | '22');
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          activities: [
            {
              description?: string | null;
              id: number | string;
              releaseDate?: string | null;
              responseTypeId?: number | null;
            },
          ];
          nextUpdate: number;
        };
      };
    };
    responses: {
      /** @description The package (.zip) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyActivitiesController_release: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          comment?: string;
          /** Format: binary */
          file: string;
          level?: string;
          typeId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            nextUpdate: number;
            releaseDate: string;
            updateDate: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyActivitiesController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        update: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The released package (.zip) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isActive?: boolean | null;
          kioskId: number | string;
          name: string;
          updateByUserId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              profileDetails: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              profileDetails: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_edit: {
    parameters: {
      query?: {
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isActive?: boolean | null;
          name: string;
          updateByUserId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              profileDetails: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_remove: {
    parameters: {
      query?: {
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              hasRequiredMedia: boolean;
              id: number;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_ofKiosk: {
    parameters: {
      query?: {
        locale?: string;
      };
      header?: never;
      path: {
        kioskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profiles: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKioskProfilesController_statuses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            statuses: {
              hasRequiredMedia: boolean;
              id: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyProfileDetailsController_add: {
    parameters: {
      query?: {
        isResident?: boolean | ('true' | 'false');
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaFileIds: (number | string)[];
          profileId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profileDetails: {
              addDate: string;
              category: string;
              container: string;
              containerOwner: number;
              contentType: string;
              createDate: string;
              duration: number | null;
              filename: string;
              id: number;
              isLinked: boolean;
              mediaFileId: number;
              mediaPath: string;
              mediaPathTypeId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              profileId: number;
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyProfileDetailsController_remove: {
    parameters: {
      query?: {
        isResident?: boolean | ('true' | 'false');
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          profileDetailIds: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyProfileDetailsController_upload: {
    parameters: {
      query?: {
        isResident?: boolean | ('true' | 'false');
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'images' | 'audio' | 'videos';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string[];
          /** @description Their media path type */
          mediaPathTypeId: string;
          /** @description A JSON list: { title } per file */
          metadata?: string;
          /** @description The profile the files join */
          profileId: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profileDetails: {
              addDate: string;
              category: string;
              container: string;
              containerOwner: number;
              contentType: string;
              createDate: string;
              duration: number | null;
              filename: string;
              id: number;
              isLinked: boolean;
              mediaFileId: number;
              mediaPath: string;
              mediaPathTypeId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              profileId: number;
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
            uploadResults: {
              errorMessage: string | null;
              fileName: string;
              mediaFile: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              } | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyResidentProfilesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isActive?: boolean | null;
          name: string;
          residentId: number | string;
          updateByUserId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              profileDetails: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyResidentProfilesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              profileDetails: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyResidentProfilesController_edit: {
    parameters: {
      query?: {
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isActive?: boolean | null;
          name: string;
          updateByUserId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profile: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              profileDetails: {
                addDate: string;
                category: string;
                container: string;
                containerOwner: number;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                id: number;
                isLinked: boolean;
                mediaFileId: number;
                mediaPath: string;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                profileId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyResidentProfilesController_remove: {
    parameters: {
      query?: {
        updateByUserId?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyResidentProfilesController_ofResident: {
    parameters: {
      query?: {
        locale?: string;
      };
      header?: never;
      path: {
        residentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            profiles: {
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isValid: boolean;
              kioskId: number | null;
              mediaCount: number;
              mediaPathStatuses: {
                hasMedia: boolean;
                id: number;
              }[];
              name: string;
              residentId: number | null;
              /** @enum {string} */
              status: 'Ready' | 'MissingMedia';
              updateByUserId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyUpdateZipsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            updateZips: {
              phidgetVersion: 21 | 22;
              zipFiles: {
                canDelete: boolean;
                createDate: string;
                filename: string;
                size: number;
              }[];
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyUpdateZipsController_release: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        version: (21 | 22) | ('21' | '22');
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @description Optional: roll the release out in groups instead of telling every kiosk at once (JSON: name, overridesFirst, overridesGroup, groups). */
          rollout?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            zipFile: {
              canDelete: boolean;
              createDate: string;
              filename: string;
              size: number;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyUpdateZipsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        level: number | string;
        version: (21 | 22) | ('21' | '22');
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyUpdateZipsController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        level: number | string;
        version: (21 | 22) | ('21' | '22');
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The update zip */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_abbyPlaylistEvents: {
    parameters: {
      query?: {
        isKiosk?: boolean | ('' | 'true' | 'false');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
        verbose?: boolean | ('' | 'true' | 'false');
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            events: {
              blobName: string | null;
              command: string;
              createDate: string;
              description: string;
              email: string | null;
              errorMessage: string | null;
              errorSeverity: number | null;
              /** @enum {string|null} */
              historyKind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile' | null;
              id: number;
              kioskName: string | null;
              media: {
                /** @enum {string} */
                action: 'added' | 'removed';
                items: {
                  id: number;
                  title: string | null;
                }[];
              } | null;
              /** @enum {string} */
              outcome: 'attempt' | 'succeeded' | 'refused' | 'failed' | 'read';
              performedByRole: string | null;
              residentName: string | null;
              /** @enum {string} */
              source: 'console' | 'device' | 'system';
              /** @enum {string|null} */
              targetContext: 'ABBY' | 'GENIE' | null;
              targetEmail: string | null;
              targetId: string | null;
              targetName: string | null;
              targetRole: string | null;
              title: string | null;
              username: string | null;
            }[];
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_residentAccess: {
    parameters: {
      query?: {
        at?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            at: string;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            people: {
              email: string | null;
              grants: {
                id: number | null;
                name: string | null;
                sees: ('messages' | 'albums' | 'picture' | 'ownMessages')[];
                since: string;
                /** @enum {string} */
                via: 'admin' | 'domain' | 'kiosk' | 'contact';
              }[];
              name: string | null;
              /** @enum {string} */
              role: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              userId: string;
            }[];
            resident: {
              domainId: number | null;
              domainName: string | null;
              facilityId: number | null;
              facilityName: string | null;
              kioskId: number | null;
              kioskName: string | null;
              name: string;
            };
            residentId: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  LoginController_version: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            version: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_geniePlaylistEvents: {
    parameters: {
      query?: {
        isKiosk?: boolean | ('' | 'true' | 'false');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
        verbose?: boolean | ('' | 'true' | 'false');
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            events: {
              blobName: string | null;
              command: string;
              createDate: string;
              description: string;
              email: string | null;
              errorMessage: string | null;
              errorSeverity: number | null;
              /** @enum {string|null} */
              historyKind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile' | null;
              id: number;
              kioskName: string | null;
              media: {
                /** @enum {string} */
                action: 'added' | 'removed';
                items: {
                  id: number;
                  title: string | null;
                }[];
              } | null;
              /** @enum {string} */
              outcome: 'attempt' | 'succeeded' | 'refused' | 'failed' | 'read';
              performedByRole: string | null;
              residentName: string | null;
              /** @enum {string} */
              source: 'console' | 'device' | 'system';
              /** @enum {string|null} */
              targetContext: 'ABBY' | 'GENIE' | null;
              targetEmail: string | null;
              targetId: string | null;
              targetName: string | null;
              targetRole: string | null;
              title: string | null;
              username: string | null;
            }[];
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_history: {
    parameters: {
      query?: {
        at?: string;
        events?: boolean | ('' | 'true' | 'false');
      };
      header?: never;
      path: {
        id: string;
        kind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            at: string | null;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            events: {
              at: string;
              changes: {
                after: unknown;
                before: unknown;
                field: string;
              }[];
              command: string;
              performedByRole: string | null;
              position: string;
              /** @enum {string} */
              source: 'console' | 'device' | 'system';
              type: string;
              userId: string | null;
              username: string | null;
              version: number;
            }[];
            id: string;
            /** @enum {string} */
            kind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile';
            names: {
              [key: string]: {
                [key: string]: string;
              };
            };
            state: {
              [key: string]: unknown;
            };
            version: number | null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_exportHistory: {
    parameters: {
      query?: {
        at?: string;
      };
      header?: never;
      path: {
        id: string;
        kind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The history (.xlsx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_kioskEvents: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
        verbose?: boolean | ('' | 'true' | 'false');
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            events: {
              blobName: string | null;
              command: string;
              createDate: string;
              description: string;
              email: string | null;
              errorMessage: string | null;
              errorSeverity: number | null;
              /** @enum {string|null} */
              historyKind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile' | null;
              id: number;
              kioskName: string | null;
              media: {
                /** @enum {string} */
                action: 'added' | 'removed';
                items: {
                  id: number;
                  title: string | null;
                }[];
              } | null;
              /** @enum {string} */
              outcome: 'attempt' | 'succeeded' | 'refused' | 'failed' | 'read';
              performedByRole: string | null;
              residentName: string | null;
              /** @enum {string} */
              source: 'console' | 'device' | 'system';
              /** @enum {string|null} */
              targetContext: 'ABBY' | 'GENIE' | null;
              targetEmail: string | null;
              targetId: string | null;
              targetName: string | null;
              targetRole: string | null;
              title: string | null;
              username: string | null;
            }[];
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  LoginController_adminLogin: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            flags: {
              canSeeUnupdatedAbbys: boolean;
              isAdmin: boolean;
              isAuditor: boolean;
              isDomainManager: boolean;
              isGenieManager: boolean;
              isKioskManager: boolean;
              isKioskManager_Abby: boolean;
              isKioskManager_Genie: boolean;
              isManager: boolean;
              isResidentManager: boolean;
              isResidentManager_Abby: boolean;
              isResidentManager_Genie: boolean;
              isStatisticsUser: boolean;
              isSuperAdmin: boolean;
            };
            profile: {
              defaultResidentId: number | null;
              domainIds: number[];
              email: string;
              facilityIds: number[];
              /** @enum {string} */
              functionalRole: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              functionalRoleColor: string;
              id: string;
              kioskIds: number[];
              languageId: number | null;
              name: string;
              nickname: string;
              picture: string | null;
              residentIds: number[];
              /** @enum {string} */
              role: 'Guest' | 'Manager' | 'Admin';
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagePurgesController_details: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messagePurgeDetails: {
              blobName: string;
              /** @enum {string} */
              direction: 'User To Resident' | 'Resident To User';
              id: number;
              isError: boolean;
              isWarning: boolean;
              kiosk: string;
              lastOpened: string | null;
              messagePurgeId: number;
              resident: string;
              statusMessage: string;
              subject: string;
              /** @enum {string} */
              type: 'text' | 'image' | 'audio' | 'video';
              user: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No such purge */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagePurgesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messagePurges: {
              datePurged: string;
              id: number;
              numErrors: number;
              numMessages: number;
              numWarnings: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_residentEvents: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
        verbose?: boolean | ('' | 'true' | 'false');
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            events: {
              blobName: string | null;
              command: string;
              createDate: string;
              description: string;
              email: string | null;
              errorMessage: string | null;
              errorSeverity: number | null;
              /** @enum {string|null} */
              historyKind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile' | null;
              id: number;
              kioskName: string | null;
              media: {
                /** @enum {string} */
                action: 'added' | 'removed';
                items: {
                  id: number;
                  title: string | null;
                }[];
              } | null;
              /** @enum {string} */
              outcome: 'attempt' | 'succeeded' | 'refused' | 'failed' | 'read';
              performedByRole: string | null;
              residentName: string | null;
              /** @enum {string} */
              source: 'console' | 'device' | 'system';
              /** @enum {string|null} */
              targetContext: 'ABBY' | 'GENIE' | null;
              targetEmail: string | null;
              targetId: string | null;
              targetName: string | null;
              targetRole: string | null;
              title: string | null;
              username: string | null;
            }[];
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AdminSummaryController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'organization' | 'domain' | 'facility' | 'kiosk' | 'resident' | 'user';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                count: number;
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
              }
            | {
                abbyCount: number;
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                genieCount: number;
              }
            | {
                adminCount: number;
                domainManagerCount: number;
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                familyFacilitatorCount: number;
                kioskManagerCount: number;
                virtualVisitorCount: number;
              };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Unknown summary kind */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AuditController_userEvents: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
        verbose?: boolean | ('' | 'true' | 'false');
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            events: {
              blobName: string | null;
              command: string;
              createDate: string;
              description: string;
              email: string | null;
              errorMessage: string | null;
              errorSeverity: number | null;
              /** @enum {string|null} */
              historyKind: 'resident' | 'kiosk' | 'user' | 'album' | 'kioskPlaylist' | 'abbyProfile' | null;
              id: number;
              kioskName: string | null;
              media: {
                /** @enum {string} */
                action: 'added' | 'removed';
                items: {
                  id: number;
                  title: string | null;
                }[];
              } | null;
              /** @enum {string} */
              outcome: 'attempt' | 'succeeded' | 'refused' | 'failed' | 'read';
              performedByRole: string | null;
              residentName: string | null;
              /** @enum {string} */
              source: 'console' | 'device' | 'system';
              /** @enum {string|null} */
              targetContext: 'ABBY' | 'GENIE' | null;
              targetEmail: string | null;
              targetId: string | null;
              targetName: string | null;
              targetRole: string | null;
              title: string | null;
              username: string | null;
            }[];
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Neither an admin nor an auditor */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AmbientInvitationsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            invitations: {
              canDelete: boolean;
              id: number;
              isDefault: boolean;
              isExecuteRandom: boolean;
              kioskCount: number;
              message: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AmbientInvitationsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: (-1 | 0) | null;
          isExecuteRandom?: boolean | null;
          message: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            invitation: {
              canDelete: boolean;
              id: number;
              isDefault: boolean;
              isExecuteRandom: boolean;
              kioskCount: number;
              message: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AmbientInvitationsController_edit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id?: (number | string) | null;
          isExecuteRandom?: boolean | null;
          message: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            invitation: {
              canDelete: boolean;
              id: number;
              isDefault: boolean;
              isExecuteRandom: boolean;
              kioskCount: number;
              message: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AmbientInvitationsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_add: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          buttonActionId?: (number | string) | null;
          buttonId?: (number | string) | null;
          configId?: (number | string) | null;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            configDetail: {
              buttonActionId: number;
              buttonId: number;
              configId: number;
              description: string | null;
              id: number;
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_change: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          buttonActionId?: (number | string) | null;
          buttonId?: (number | string) | null;
          configId?: (number | string) | null;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            configDetail: {
              buttonActionId: number;
              buttonId: number;
              configId: number;
              description: string | null;
              id: number;
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_manager: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            buttonActions: {
              description: string;
              id: number;
              isSystem: boolean;
            }[];
            buttons: {
              description: string;
              id: number;
              isConfigurable: boolean;
            }[];
            configDetails: {
              buttonActionId: number;
              buttonId: number;
              configId: number;
              description: string | null;
              id: number;
            }[];
            configs: {
              description: string;
              id: number;
              name: string;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ConfigController_clientConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            consoleOrigins: [string, ...string[]];
            /** @enum {string} */
            environmentLabel: 'Development' | 'Sandbox' | 'Stage' | 'Production';
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            oidc: {
              audience: string;
              authority: string;
              claimsNamespace: string;
              clientId: string;
              scope: string;
            };
            productName: string;
            version: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_configs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            configs: {
              description: string;
              id: number;
              name: string;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_phidgetActions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            actions: {
              description: string;
              id: number;
              isSystem: boolean;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_phidgetInputs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            inputs: {
              description: string;
              id: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_phidgetOutputs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            outputs: {
              description: string;
              id: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ButtonConfigsController_phidgetStyles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            styles: {
              description: string;
              id: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DeviceFactsController_record: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              data: {
                /** Format: date-time */
                at: string;
                kioskTypeId: 1 | 2;
                serialNumber: string;
              };
              /** @enum {string} */
              type: 'RecordOnline';
            }
          | {
              data: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                reason: 'connectionLost' | 'shutdown' | 'presenceCleared';
                serialNumber: string;
              };
              /** @enum {string} */
              type: 'RecordOffline';
            }
          | {
              data: {
                /** Format: date-time */
                at: string;
                failureCount: number;
                itemsHeld: number;
                /** Format: date-time */
                mediaSyncDate: string;
                serialNumber: string;
              };
              /** @enum {string} */
              type: 'RecordMediaSync';
            }
          | {
              data: {
                /** Format: date-time */
                activityInstallDate: string | null;
                activityLevel: number | null;
                /** Format: date-time */
                at: string;
                serialNumber: string;
                /** Format: date-time */
                updateInstallDate: string | null;
                updateLevel: number | null;
              };
              /** @enum {string} */
              type: 'RecordLevels';
            }
          | {
              data: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                command: 'syncNow' | 'contentChanged' | 'updateAvailable' | 'messageReceived';
                commandId: string;
                serialNumber: string;
              };
              /** @enum {string} */
              type: 'RecordCommandSent';
            }
          | {
              data: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                command: 'syncNow' | 'contentChanged' | 'updateAvailable' | 'messageReceived';
                commandId: string;
                error: string | null;
                /** @enum {string} */
                outcome: 'done' | 'failed';
                serialNumber: string;
              };
              /** @enum {string} */
              type: 'RecordCommandResult';
            };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  GatewayCredentialsController_all: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            credentials: {
              secretHash: string;
              username: string;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  GatewayCredentialsController_secretHash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        serial: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            secretHash: string | null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DeviceMessagesController_opened: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          messageId: number | string;
          /** Format: date-time */
          openedAt: string;
          residentId: number | string;
          serialNumber: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          createDate?: string;
          description?: string | null;
          facilityIds?: (number | string)[] | null;
          id?: (number | string) | null;
          name?: string;
          organizationId?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: {
              abbyCount: number;
              assignedFacilities: string;
              createDate: string;
              description: string;
              facilityIds: number[];
              genieCount: number;
              id: number;
              kioskCount: number;
              name: string;
              organizationId: number;
              organizationName: string;
              users: {
                id: string;
                name: string;
              }[];
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: {
              abbyCount: number;
              assignedFacilities: string;
              createDate: string;
              description: string;
              facilityIds: number[];
              genieCount: number;
              id: number;
              kioskCount: number;
              name: string;
              organizationId: number;
              organizationName: string;
              users: {
                id: string;
                name: string;
              }[];
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          createDate?: string;
          description?: string | null;
          facilityIds?: (number | string)[] | null;
          id?: (number | string) | null;
          name?: string;
          organizationId?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: {
              abbyCount: number;
              assignedFacilities: string;
              createDate: string;
              description: string;
              facilityIds: number[];
              genieCount: number;
              id: number;
              kioskCount: number;
              name: string;
              organizationId: number;
              organizationName: string;
              users: {
                id: string;
                name: string;
              }[];
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_deleteCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allowed: boolean;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_managers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            users: {
              id: string;
              name: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_manager: {
    parameters: {
      query?: {
        organizationId?: number | string;
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domains: {
              abbyCount: number;
              assignedFacilities: string;
              createDate: string;
              description: string;
              facilityIds: number[];
              genieCount: number;
              id: number;
              kioskCount: number;
              name: string;
              organizationId: number;
              organizationName: string;
              users: {
                id: string;
                name: string;
              }[];
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            }[];
            organizations: {
              createDate: string;
              domains: {
                id: number;
                name: string;
              }[];
              id: number;
              name: string;
            }[];
            total?: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DomainsController_ofOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domains: {
              abbyCount: number;
              assignedFacilities: string;
              createDate: string;
              description: string;
              facilityIds: number[];
              genieCount: number;
              id: number;
              kioskCount: number;
              name: string;
              organizationId: number;
              organizationName: string;
              users: {
                id: string;
                name: string;
              }[];
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ExpressionsController_replace: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        languageId: number | string;
        segment: 'mediapathtypes' | 'interactiveactivities' | 'textresources' | 'ambientinvitations';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          id: number | string;
          longDescription?: string | null;
          message?: string | null;
          shortDescription?: string | null;
          summaryLabel?: string | null;
          summaryLabelPlural?: string | null;
          text?: string | null;
        }[];
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            expressions: {
              activities: {
                description: string;
                id: number;
              }[];
              ambientInvitations: {
                id: number;
                message: string;
              }[];
              caregiver: {
                description: string;
                id: number;
                longDescription: string;
                shortDescription: string;
                summaryLabel: string;
                summaryLabelPlural: string;
              }[];
              languageId: number;
              textResources: {
                description: string;
                id: number;
                text: string;
              }[];
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ExpressionsController_manager: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            expressions: {
              activities: {
                description: string;
                id: number;
              }[];
              ambientInvitations: {
                id: number;
                message: string;
              }[];
              caregiver: {
                description: string;
                id: number;
                longDescription: string;
                shortDescription: string;
                summaryLabel: string;
                summaryLabelPlural: string;
              }[];
              languageId: number;
              textResources: {
                description: string;
                id: number;
                text: string;
              }[];
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_list: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            }[];
            total?: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_createOrFilter: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          city?: string | null;
          countryId?: (number | string) | null;
          domainId?: (number | string) | null;
          filter?: {
            countryId?: (number | string) | null;
            domainId?: (number | string) | null;
            organizationId?: (number | string) | null;
            search?: string | null;
          };
          id?: (number | string) | null;
          name?: string;
          provStateId?: (number | string) | null;
          street?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                facilities: {
                  city: string;
                  code: string;
                  countryId: number | null;
                  createDate: string;
                  domainId: number | null;
                  domainName: string | null;
                  geographicalDescription: string;
                  id: number;
                  name: string;
                  provState: string | null;
                  provStateId: number | null;
                  street: string;
                }[];
                total?: number;
              }
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                facility: {
                  city: string;
                  code: string;
                  countryId: number | null;
                  createDate: string;
                  domainId: number | null;
                  domainName: string | null;
                  geographicalDescription: string;
                  id: number;
                  name: string;
                  provState: string | null;
                  provStateId: number | null;
                  street: string;
                };
              };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facility: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          city?: string | null;
          countryId?: (number | string) | null;
          domainId?: (number | string) | null;
          id?: (number | string) | null;
          name?: string;
          provStateId?: (number | string) | null;
          street?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facility: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OfflineAlertsController_settings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            effectiveTimeZone: string;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilityId: number;
            isDefault: boolean;
            provinceTimeZone: string;
            settings: {
              dayEnd: string;
              dayStart: string;
              gracePeriodSeconds: number;
              quietDays: number[];
              quietHours: {
                end: string;
                start: string;
              }[];
              timeZone: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OfflineAlertsController_changeSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dayEnd: string;
          dayStart: string;
          gracePeriodSeconds: number;
          quietDays: number[];
          quietHours: {
            end: string;
            start: string;
          }[];
          timeZone?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            effectiveTimeZone: string;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilityId: number;
            isDefault: boolean;
            provinceTimeZone: string;
            settings: {
              dayEnd: string;
              dayStart: string;
              gracePeriodSeconds: number;
              quietDays: number[];
              quietHours: {
                end: string;
                start: string;
              }[];
              timeZone: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_deleteCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allowed: boolean;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilityInboxController_settings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilityId: number;
            isDefault: boolean;
            settings: {
              moderated: boolean;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilityInboxController_change: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          moderated: boolean;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilityId: number;
            isDefault: boolean;
            settings: {
              moderated: boolean;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_ofDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            }[];
            total?: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_manager: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            countries: {
              description: string;
              id: number;
            }[];
            domains: {
              abbyCount: number;
              assignedFacilities: string;
              createDate: string;
              description: string;
              facilityIds: number[];
              genieCount: number;
              id: number;
              kioskCount: number;
              name: string;
              organizationId: number;
              organizationName: string;
              users: {
                id: string;
                name: string;
              }[];
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            }[];
            provStates: {
              code: string;
              countryId: number;
              description: string;
              id: number;
            }[];
            total?: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_ofOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            items: {
              city: string;
              code: string;
              countryId: number | null;
              createDate: string;
              domainId: number | null;
              domainName: string | null;
              geographicalDescription: string;
              id: number;
              name: string;
              provState: string | null;
              provStateId: number | null;
              street: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FleetController_kiosks: {
    parameters: {
      query?: {
        behind?: boolean | ('' | 'true' | 'false');
        kind?: '' | ('abby' | 'genie');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        presence?: '' | ('online' | 'offline' | 'never');
        search?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosks: {
              activityLevel: number | null;
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              kioskTypeId: number;
              lastCommand: string | null;
              lastCommandAt: string | null;
              lastCommandError: string | null;
              /** @enum {string|null} */
              lastCommandState: 'pending' | 'done' | 'failed' | null;
              lastSeen: string | null;
              latestUpdateLevel: number;
              mediaSyncDate: string | null;
              name: string;
              phidgetVersion: number | null;
              /** @enum {string|null} */
              presence: 'online' | 'offline' | null;
              presenceSince: string | null;
              serialNumber: string;
              updateLevel: number | null;
              updatesBehind: number;
            }[];
            total: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FleetController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            abbysBehind: number;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            geniesBehind: number;
            neverConnected: number;
            offline: number;
            online: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  GenieReleaseController_release: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @description Optional: roll the release out in groups instead of telling every kiosk at once (JSON: name, overridesFirst, overridesGroup, groups). */
          rollout?: string;
        };
      };
    };
    responses: {
      /** @description The update level of this release (13 for the first, then 14, ...) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            nextUpdate: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No file, or not a zip file (severity 0) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                parts: {
                  connectedKiosks?: number;
                  depth?: {
                    active: number;
                    delayed: number;
                    failed: number;
                    waiting: number;
                  };
                  detail?: string;
                  engine: string;
                  /** @enum {string} */
                  gateway?: 'reachable' | 'unreachable';
                  lag?: {
                    events: number;
                    head: number;
                    position: number;
                    seconds: number;
                  };
                  /** @enum {string} */
                  part: 'database' | 'eventStore' | 'queue' | 'storage' | 'broker' | 'signIn';
                  /** @enum {string} */
                  state: 'up' | 'down' | 'disabled';
                }[];
                /** @enum {string} */
                status: 'ok' | 'degraded';
                version: string;
              }
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                /** @enum {string} */
                status: 'ok' | 'degraded';
              };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  JobsController_retry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No failed job with this id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  JobsController_failed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            jobs: {
              attempts: number;
              error: string;
              failedAt: string;
              id: string;
              name: string;
              payload: unknown;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskGeniegramsController_list: {
    parameters: {
      query?: {
        residentId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            geniegrams: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              message: string;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskGeniegramsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            geniegrams: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              message: string;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskGeniegramsController_opened: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          openedAt?: string | null;
          residentId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            geniegrams: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              message: string;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskMessagesController_messages: {
    parameters: {
      query?: {
        last?: number;
        residentId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messages: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              messageTypeId: 1 | 2;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
              text: string;
              title: string;
              userId: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskMessagesController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          residentId: number | string;
          subject?: string | null;
          text?: string | null;
          userId: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              messageTypeId: 1 | 2;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
              text: string;
              title: string;
              userId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskMessagesController_message: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              messageTypeId: 1 | 2;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
              text: string;
              title: string;
              userId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskMessagesController_opened: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          openedAt?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              messageTypeId: 1 | 2;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
              text: string;
              title: string;
              userId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskMessagesController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'images' | 'audio';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @description The resident who writes: one of the kiosk’s */
          residentId: string;
          subject?: string;
          textMessage?: string;
          /** @description The message’s title, at most 50 characters */
          title: string;
          /** @description The contact written to */
          userId: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              firstOpened: string | null;
              id: number;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              media: {
                contentType: string;
                duration: number | null;
                id: number;
                /** @enum {string|null} */
                kind: 'image' | 'audio' | 'video' | null;
                size: number;
                thumbnailUrl: string | null;
                title: string;
                url: string;
              }[];
              messageTypeId: 1 | 2;
              residentId: number;
              residentName: string;
              senderName: string;
              subject: string;
              text: string;
              title: string;
              userId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskAlbumsController_list: {
    parameters: {
      query?: {
        residentId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlists: {
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              residentId: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskAlbumsController_viewed: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          viewedAt?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              residentId: number;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskMessagesController_residents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            residents: {
              contacts: {
                name: string;
                userId: string;
              }[];
              id: number;
              name: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid kiosk credential (its serial and secret), or a rotated one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Too many failed attempts from this kiosk or address; Retry-After says when to try again */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskDashboardController_managerStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            numNewKioskMessages: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskDashboardController_residentSummaries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            residents: {
              id: number;
              newMessages: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskDashboardController_stats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activityInstallDate: string | null;
            activityLevel: number | null;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            maxActivityLevel: number;
            maxUpdateLevel: number;
            mediaSyncDate: string | null;
            /** @enum {string|null} */
            presence: 'online' | 'offline' | null;
            presenceSince: string | null;
            updateInstallDate: string | null;
            updateLevel: number | null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskEmailsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kioskEmails: {
              blobs: {
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              createDate: string;
              id: number;
              kioskId: number;
              message: string;
              messageId: string;
              residents: {
                firstOpened: string | null;
                id: number;
                name: string;
              }[];
              sender: {
                id: string;
                nickname: string;
              };
              subject: string;
              users: {
                email: string;
                nickname: string;
              }[];
            }[];
            selectorResidents: {
              id: number;
              isSelectable: boolean;
              kioskId: number;
              kioskTypeId: 1 | 2;
              name: string;
              picture: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskEmailsController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          containerName?: string | null;
          deviceInfo?: string | null;
          kioskId?: (number | string) | null;
          mediaItemId?: (number | string)[] | string | (number | string);
          message?: string | null;
          metadata?: string | null;
          residentId?: (number | string)[] | string | (number | string);
          userId?: string | null;
        };
        'multipart/form-data': {
          /** @description The kiosk’s library, k-{id} */
          containerName?: string;
          deviceInfo?: string;
          file?: string[];
          /** @description The kiosk, when no file is sent */
          kioskId?: string;
          /** @description Comma-joined media items of the kiosk’s or the public library */
          mediaItemId?: string;
          message?: string;
          /** @description A JSON list, one entry per file: blobName, title, description, kioskFolder, destination */
          metadata?: string;
          /** @description Comma-joined resident ids */
          residentId?: string;
          userId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kioskEmail: {
              blobs: {
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              createDate: string;
              id: number;
              kioskId: number;
              message: string;
              messageId: string;
              residents: {
                firstOpened: string | null;
                id: number;
                name: string;
              }[];
              sender: {
                id: string;
                nickname: string;
              };
              subject: string;
              users: {
                email: string;
                nickname: string;
              }[];
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskEmailsController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'audio' | 'images' | 'videos';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The kiosk’s library, k-{id} */
          containerName?: string;
          deviceInfo?: string;
          file?: string[];
          /** @description The kiosk, when no file is sent */
          kioskId?: string;
          /** @description Comma-joined media items of the kiosk’s or the public library */
          mediaItemId?: string;
          message?: string;
          /** @description A JSON list, one entry per file: blobName, title, description, kioskFolder, destination */
          metadata?: string;
          /** @description Comma-joined resident ids */
          residentId?: string;
          userId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kioskEmail: {
              blobs: {
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              createDate: string;
              id: number;
              kioskId: number;
              message: string;
              messageId: string;
              residents: {
                firstOpened: string | null;
                id: number;
                name: string;
              }[];
              sender: {
                id: string;
                nickname: string;
              };
              subject: string;
              users: {
                email: string;
                nickname: string;
              }[];
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistItemsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistItemsController_add: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaItemIds: (number | string)[];
          playlistId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlistBlobs: {
              addDate: string;
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              id: number;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              playlistId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistItemsController_removeMany: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          playlistBlobIds: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kioskPlaylists: {
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isMissingMedia: boolean;
              kioskId: number;
              mediaCount: number;
              name: string;
              updateByUserId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isActive?: boolean | null;
          kioskId: number | string;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isMissingMedia: boolean;
              kioskId: number;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isMissingMedia: boolean;
              kioskId: number;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_edit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isActive?: boolean | null;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isMissingMedia: boolean;
              kioskId: number;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_ambient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlistBlobs: {
              addDate: string;
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              id: number;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              playlistId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_cover: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
        mediaId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isMissingMedia: boolean;
              kioskId: number;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KioskPlaylistsController_ofKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kioskPlaylists: {
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isActive: boolean;
              isMissingMedia: boolean;
              kioskId: number;
              mediaCount: number;
              name: string;
              updateByUserId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosks: {
              activityInstallDate: string | null;
              activityLevel: number | null;
              ambientInvitationIds: number[];
              contactAvailability: string | null;
              contactPhone: string | null;
              contactPosition: string | null;
              contactUserId: string | null;
              createDate: string;
              description: string | null;
              domainName: string | null;
              facilityId: number | null;
              facilityLocation: string | null;
              facilityName: string | null;
              hasResidents: boolean;
              id: number;
              identifier: string | null;
              isActive: boolean;
              isAutoUpdates: boolean;
              kioskTypeId: number;
              languageId: number;
              machineName: string | null;
              mediaSyncDate: string | null;
              name: string;
              organizationName: string | null;
              phidgetConfigId: number | null;
              phidgetHubSerialNumber: number | null;
              phidgetVersion: (21 | 22) | null;
              pictureUri: string | null;
              serialNumber: string;
              subscriptionLevel: number | null;
              teamviewerId: string | null;
              teamviewerPassword: string | null;
              typeId: number;
              updateByUserId: string | null;
              updateInstallDate: string | null;
              updateLevel: number | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          activityLevel?: (number | string) | null;
          ambientInvitationIds?: (number | string)[] | null;
          contactAvailability?: string | null;
          contactPhone?: string | null;
          contactPosition?: string | null;
          contactUserId?: string | null;
          description?: string | null;
          facilityId?: (number | string) | null;
          identifier?: string | null;
          isAutoUpdates?: boolean | null;
          kioskTypeId?: (number | string) | null;
          languageId?: (number | string) | null;
          machineName?: string | null;
          name?: string;
          phidgetConfigId?: (number | string) | null;
          phidgetHubSerialNumber?: (string | number) | null;
          phidgetVersion?: (number | string) | null;
          serialNumber?: string;
          subscriptionLevel?: (number | string) | null;
          teamviewerId?: string | null;
          teamviewerPassword?: string | null;
          updateLevel?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosk: {
              activityInstallDate: string | null;
              activityLevel: number | null;
              ambientInvitationIds: number[];
              contactAvailability: string | null;
              contactPhone: string | null;
              contactPosition: string | null;
              contactUserId: string | null;
              createDate: string;
              description: string | null;
              domainName: string | null;
              facilityId: number | null;
              facilityLocation: string | null;
              facilityName: string | null;
              hasResidents: boolean;
              id: number;
              identifier: string | null;
              isActive: boolean;
              isAutoUpdates: boolean;
              kioskTypeId: number;
              languageId: number;
              machineName: string | null;
              mediaSyncDate: string | null;
              name: string;
              organizationName: string | null;
              phidgetConfigId: number | null;
              phidgetHubSerialNumber: number | null;
              phidgetVersion: (21 | 22) | null;
              pictureUri: string | null;
              serialNumber: string;
              subscriptionLevel: number | null;
              teamviewerId: string | null;
              teamviewerPassword: string | null;
              typeId: number;
              updateByUserId: string | null;
              updateInstallDate: string | null;
              updateLevel: number | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosk: {
              activityInstallDate: string | null;
              activityLevel: number | null;
              ambientInvitationIds: number[];
              contactAvailability: string | null;
              contactPhone: string | null;
              contactPosition: string | null;
              contactUserId: string | null;
              createDate: string;
              description: string | null;
              domainName: string | null;
              facilityId: number | null;
              facilityLocation: string | null;
              facilityName: string | null;
              hasResidents: boolean;
              id: number;
              identifier: string | null;
              isActive: boolean;
              isAutoUpdates: boolean;
              kioskTypeId: number;
              languageId: number;
              machineName: string | null;
              mediaSyncDate: string | null;
              name: string;
              organizationName: string | null;
              phidgetConfigId: number | null;
              phidgetHubSerialNumber: number | null;
              phidgetVersion: (21 | 22) | null;
              pictureUri: string | null;
              serialNumber: string;
              subscriptionLevel: number | null;
              teamviewerId: string | null;
              teamviewerPassword: string | null;
              typeId: number;
              updateByUserId: string | null;
              updateInstallDate: string | null;
              updateLevel: number | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_update: {
    parameters: {
      query?: {
        baseOnly?: boolean | ('true' | 'false');
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          activityLevel?: (number | string) | null;
          ambientInvitationIds?: (number | string)[] | null;
          contactAvailability?: string | null;
          contactPhone?: string | null;
          contactPosition?: string | null;
          contactUserId?: string | null;
          description?: string | null;
          facilityId?: (number | string) | null;
          identifier?: string | null;
          isAutoUpdates?: boolean | null;
          kioskTypeId?: (number | string) | null;
          languageId?: (number | string) | null;
          machineName?: string | null;
          name?: string;
          phidgetConfigId?: (number | string) | null;
          phidgetHubSerialNumber?: (string | number) | null;
          phidgetVersion?: (number | string) | null;
          serialNumber?: string;
          subscriptionLevel?: (number | string) | null;
          teamviewerId?: string | null;
          teamviewerPassword?: string | null;
          updateLevel?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosk: {
              activityInstallDate: string | null;
              activityLevel: number | null;
              ambientInvitationIds: number[];
              contactAvailability: string | null;
              contactPhone: string | null;
              contactPosition: string | null;
              contactUserId: string | null;
              createDate: string;
              description: string | null;
              domainName: string | null;
              facilityId: number | null;
              facilityLocation: string | null;
              facilityName: string | null;
              hasResidents: boolean;
              id: number;
              identifier: string | null;
              isActive: boolean;
              isAutoUpdates: boolean;
              kioskTypeId: number;
              languageId: number;
              machineName: string | null;
              mediaSyncDate: string | null;
              name: string;
              organizationName: string | null;
              phidgetConfigId: number | null;
              phidgetHubSerialNumber: number | null;
              phidgetVersion: (21 | 22) | null;
              pictureUri: string | null;
              serialNumber: string;
              subscriptionLevel: number | null;
              teamviewerId: string | null;
              teamviewerPassword: string | null;
              typeId: number;
              updateByUserId: string | null;
              updateInstallDate: string | null;
              updateLevel: number | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_deleteCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allowed: boolean;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DeviceCredentialsController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            generation: number;
            issued: boolean;
            issuedAt: string | null;
            username: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DeviceCredentialsController_issue: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret, shown this once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            generation: number;
            issued: boolean;
            issuedAt: string | null;
            secret: string;
            username: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_extended: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosk: {
              activityInstallDate: string | null;
              activityLevel: number | null;
              ambientInvitationIds: number[];
              contactAvailability: string | null;
              contactPhone: string | null;
              contactPosition: string | null;
              contactUserId: string | null;
              createDate: string;
              description: string | null;
              domainName: string | null;
              facilityId: number | null;
              facilityLocation: string | null;
              facilityName: string | null;
              hasResidents: boolean;
              id: number;
              identifier: string | null;
              isActive: boolean;
              isAutoUpdates: boolean;
              kioskTypeId: number;
              languageId: number;
              machineName: string | null;
              mediaSyncDate: string | null;
              name: string;
              organizationName: string | null;
              phidgetConfigId: number | null;
              phidgetHubSerialNumber: number | null;
              phidgetVersion: (21 | 22) | null;
              pictureUri: string | null;
              serialNumber: string;
              subscriptionLevel: number | null;
              teamviewerId: string | null;
              teamviewerPassword: string | null;
              typeId: number;
              updateByUserId: string | null;
              updateInstallDate: string | null;
              updateLevel: number | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OfflineAlertsController_ofKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            offlineAlerts: {
              alertNumber: number;
              clearedAt: string | null;
              facilityId: number | null;
              facilityName: string | null;
              kioskId: number;
              kioskName: string;
              offlineSince: string;
              onlineAt: string | null;
              raisedAt: string;
              serialNumber: string;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKiosksController_activate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | (number | string)[]
          | {
              ends?: {
                kioskId: number | string;
                /** Format: date-time */
                until: string | null;
              }[];
              kioskIds: (number | string)[];
            };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            activated: number;
            deactivated: number;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  LoginController_comboOptions: {
    parameters: {
      query?: {
        kioskTypeId?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            options: {
              id: number;
              name: string;
              typeId: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  FacilitiesController_kiosks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosks: {
              domain: {
                id: number;
                name: string;
                organizationName: string;
              } | null;
              facility: {
                geographicalDescription: string;
                id: number;
                name: string;
              } | null;
              id: number;
              name: string;
              serialNumber: string;
              subscriptionLevel: number | null;
              typeId: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KeyTagsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          facilityId?: (number | string) | null;
          id?: (number | string) | null;
          keyNum?: (number | string) | null;
          kioskId?: (number | string) | null;
          residentId?: (number | string) | null;
          tagId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            keyTag: {
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              keyNum: number;
              kioskId: number;
              kioskSerialNumber: string;
              residentId: number | null;
              residentName: string | null;
              tagId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KeyTagsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          facilityId?: (number | string) | null;
          id?: (number | string) | null;
          keyNum?: (number | string) | null;
          kioskId?: (number | string) | null;
          residentId?: (number | string) | null;
          tagId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            keyTag: {
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              keyNum: number;
              kioskId: number;
              kioskSerialNumber: string;
              residentId: number | null;
              residentName: string | null;
              tagId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KeyTagsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KeyTagsController_assign: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          residentId?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            keyTag: {
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              keyNum: number;
              kioskId: number;
              kioskSerialNumber: string;
              residentId: number | null;
              residentName: string | null;
              tagId: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KeyTagsController_ofKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kioskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            keyTags: {
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              keyNum: number;
              kioskId: number;
              kioskSerialNumber: string;
              residentId: number | null;
              residentName: string | null;
              tagId: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KeyTagsController_mapper: {
    parameters: {
      query?: {
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              code: string;
              geographicalDescription: string;
              id: number;
              name: string;
            }[];
            keyTags: {
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              keyNum: number;
              kioskId: number;
              kioskSerialNumber: string;
              residentId: number | null;
              residentName: string | null;
              tagId: string;
            }[];
            kiosks: {
              facilityId: number | null;
              id: number;
              name: string;
              serialNumber: string;
              typeId: number;
            }[];
            residents: {
              id: number;
              kioskId: number | null;
              name: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  LoginController_kioskLogin: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isAbby: boolean;
            isGenie: boolean;
            kiosks: {
              domain: {
                id: number;
                name: string;
                organizationName: string;
              } | null;
              facility: {
                geographicalDescription: string;
                id: number;
                name: string;
              } | null;
              id: number;
              name: string;
              serialNumber: string;
              subscriptionLevel: number | null;
              typeId: number;
            }[];
            languages: {
              code: string;
              id: number;
              name: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_manager: {
    parameters: {
      query?: {
        facilityId?: number | string;
        lists?: boolean | ('true' | 'false');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
        typeId?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                activityLevels: number[];
                ambientInvitationSelectItems: {
                  id: number;
                  isDefault: boolean;
                  message: string;
                }[];
                domains: {
                  facilityIds: number[];
                  id: number;
                  name: string;
                  organizationName: string;
                }[];
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                facilities: {
                  code: string;
                  geographicalDescription: string;
                  id: number;
                  name: string;
                }[];
                genieButtonConfigs: {
                  description: string;
                  id: number;
                  name: string;
                }[];
                kiosks: {
                  activityInstallDate: string | null;
                  activityLevel: number | null;
                  ambientInvitationIds: number[];
                  contactAvailability: string | null;
                  contactPhone: string | null;
                  contactPosition: string | null;
                  contactUserId: string | null;
                  createDate: string;
                  description: string | null;
                  domainName: string | null;
                  facilityId: number | null;
                  facilityLocation: string | null;
                  facilityName: string | null;
                  hasResidents: boolean;
                  id: number;
                  identifier: string | null;
                  isActive: boolean;
                  isAutoUpdates: boolean;
                  kioskTypeId: number;
                  languageId: number;
                  machineName: string | null;
                  mediaSyncDate: string | null;
                  name: string;
                  organizationName: string | null;
                  phidgetConfigId: number | null;
                  phidgetHubSerialNumber: number | null;
                  phidgetVersion: (21 | 22) | null;
                  pictureUri: string | null;
                  serialNumber: string;
                  subscriptionLevel: number | null;
                  teamviewerId: string | null;
                  teamviewerPassword: string | null;
                  typeId: number;
                  updateByUserId: string | null;
                  updateInstallDate: string | null;
                  updateLevel: number | null;
                }[];
                kioskTypes: {
                  id: number;
                  name: string;
                }[];
                languages: {
                  code: string;
                  id: number;
                  name: string;
                }[];
                total?: number;
                updateLevels: {
                  abby3: number[];
                  abby21: number[];
                  abby22: number[];
                  genie: number[];
                };
              }
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                kiosks: {
                  activityInstallDate: string | null;
                  activityLevel: number | null;
                  ambientInvitationIds: number[];
                  contactAvailability: string | null;
                  contactPhone: string | null;
                  contactPosition: string | null;
                  contactUserId: string | null;
                  createDate: string;
                  description: string | null;
                  domainName: string | null;
                  facilityId: number | null;
                  facilityLocation: string | null;
                  facilityName: string | null;
                  hasResidents: boolean;
                  id: number;
                  identifier: string | null;
                  isActive: boolean;
                  isAutoUpdates: boolean;
                  kioskTypeId: number;
                  languageId: number;
                  machineName: string | null;
                  mediaSyncDate: string | null;
                  name: string;
                  organizationName: string | null;
                  phidgetConfigId: number | null;
                  phidgetHubSerialNumber: number | null;
                  phidgetVersion: (21 | 22) | null;
                  pictureUri: string | null;
                  serialNumber: string;
                  subscriptionLevel: number | null;
                  teamviewerId: string | null;
                  teamviewerPassword: string | null;
                  typeId: number;
                  updateByUserId: string | null;
                  updateInstallDate: string | null;
                  updateLevel: number | null;
                }[];
                total: number;
              };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_ofType: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        typeId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosks: {
              activityInstallDate: string | null;
              activityLevel: number | null;
              ambientInvitationIds: number[];
              contactAvailability: string | null;
              contactPhone: string | null;
              contactPosition: string | null;
              contactUserId: string | null;
              createDate: string;
              description: string | null;
              domainName: string | null;
              facilityId: number | null;
              facilityLocation: string | null;
              facilityName: string | null;
              hasResidents: boolean;
              id: number;
              identifier: string | null;
              isActive: boolean;
              isAutoUpdates: boolean;
              kioskTypeId: number;
              languageId: number;
              machineName: string | null;
              mediaSyncDate: string | null;
              name: string;
              organizationName: string | null;
              phidgetConfigId: number | null;
              phidgetHubSerialNumber: number | null;
              phidgetVersion: (21 | 22) | null;
              pictureUri: string | null;
              serialNumber: string;
              subscriptionLevel: number | null;
              teamviewerId: string | null;
              teamviewerPassword: string | null;
              typeId: number;
              updateByUserId: string | null;
              updateInstallDate: string | null;
              updateLevel: number | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKiosksController_unupdated: {
    parameters: {
      query?: {
        facilityId?: number | string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              id: number;
              name: string;
            }[];
            kiosks: {
              description: string | null;
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              isOnline: boolean;
              maxUpdateLevel: number;
              name: string;
              serialNumber: string;
              teamviewerId: string;
              teamviewerPassword: string | null;
              updateLevel: number | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not one of the users the Unupdated Abbys list is for */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyKiosksController_overrides: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosks: {
              createDate: string;
              description: string | null;
              facilityId: number | null;
              facilityName: string | null;
              id: number;
              isOnline: boolean;
              mediaSyncDate: string | null;
              name: string;
              overrideUntil: string | null;
              phidgetVersion: number | null;
              refId: string | null;
              serialNumber: string;
              updateInstallDate: string | null;
              updateLevel: number | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaFile: {
              category: string;
              container: string;
              contentType: string;
              createDate: string;
              duration: number | null;
              filename: string;
              mediaFileId: number;
              mediaPathTypeId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_rename: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaFileId?: number | string;
          title: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaFile: {
              category: string;
              container: string;
              contentType: string;
              createDate: string;
              duration: number | null;
              filename: string;
              mediaFileId: number;
              mediaPathTypeId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_address: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          blobName: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            url: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyProfileDetailsController_available: {
    parameters: {
      query?: {
        isResident?: boolean | ('true' | 'false');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path: {
        pathTypeId: number;
        profileId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaFiles: {
              category: string;
              container: string;
              contentType: string;
              createDate: string;
              duration: number | null;
              filename: string;
              mediaFileId: number;
              mediaPathTypeId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
            total: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_files: {
    parameters: {
      query?: {
        mediaPathTypeId?: number | string;
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path: {
        containerId: 1 | '1';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaFiles: {
              category: string;
              container: string;
              contentType: string;
              createDate: string;
              duration: number | null;
              filename: string;
              mediaFileId: number;
              mediaPathTypeId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
            total: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_addressOf: {
    parameters: {
      query: {
        filename: string;
        path: string;
      };
      header?: never;
      path: {
        containerId: 1 | '1';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            url: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaFileIds: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'images' | 'audio' | 'videos';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string[];
          /** @description The media path type the files go under */
          mediaPathTypeId: string;
          /** @description A JSON list: { title, description, kioskFolder } per file */
          metadata?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            uploadResults: {
              errorMessage: string | null;
              fileName: string;
              mediaFile: {
                category: string;
                container: string;
                contentType: string;
                createDate: string;
                duration: number | null;
                filename: string;
                mediaFileId: number;
                mediaPathTypeId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              } | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaItem: {
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_edit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          /** @enum {string|null} */
          kioskFolder?: 'ambient' | 'announcement' | 'email' | null;
          title: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaItem: {
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_address: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          blobName: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            url: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_addressOf: {
    parameters: {
      query: {
        blobName: string;
        containerName: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            url: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_removeMany: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaItemIds: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_kioskItems: {
    parameters: {
      query?: {
        mediaType?: '' | ('image' | 'audio' | 'video');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path: {
        kioskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaItems: {
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
            total: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_uploadToKiosk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'images' | 'audio' | 'videos';
        kioskId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string[];
          /** @description A JSON list: { title, description, kioskFolder } per file */
          metadata?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            uploadResults: {
              errorMessage: string | null;
              fileName: string;
              mediaItem: {
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              } | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_sharedItems: {
    parameters: {
      query?: {
        mediaType?: '' | ('image' | 'audio' | 'video');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path: {
        library: 'public' | 'manuals' | 'promotional';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaItems: {
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
            total: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_uploadToShared: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'images' | 'audio' | 'videos';
        library: 'public' | 'manuals' | 'promotional';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string[];
          /** @description A JSON list: { title, description, kioskFolder } per file */
          metadata?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            uploadResults: {
              errorMessage: string | null;
              fileName: string;
              mediaItem: {
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              } | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_residentItems: {
    parameters: {
      query?: {
        mediaType?: '' | ('image' | 'audio' | 'video');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path: {
        residentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaItems: {
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              mediaItemId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
            total: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MediaItemsController_uploadToResident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'images' | 'audio' | 'videos';
        residentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string[];
          /** @description A JSON list: { title, description, kioskFolder } per file */
          metadata?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            uploadResults: {
              errorMessage: string | null;
              fileName: string;
              mediaItem: {
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                mediaItemId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              } | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  AbbyMediaFilesController_pathTypes: {
    parameters: {
      query?: {
        isSharable?: boolean | ('true' | 'false');
        isSystem?: boolean | ('true' | 'false');
        languageId?: (1 | 2) | ('1' | '2');
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            mediaPathTypes: {
              allowedTypes: string;
              /** @enum {string} */
              category: 'Audio' | 'Image' | 'Video';
              description: string;
              /** @enum {number} */
              id: 1 | 2 | 3 | 4 | 5 | 6 | 8 | 9 | 10 | 13;
              isSharable: boolean;
              isSystem: boolean;
              longDescription: string;
              path: string;
              shortDescription: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessageBlobsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessageBlobsController_add: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaItemIds: (number | string)[];
          messageId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messageBlobs: {
              blobName: string;
              containerName: string;
              containerOwner: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              id: number;
              mediaItemId: number;
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          deviceInfo?: string | null;
          /** @enum {string|null} */
          kind?: 'text' | 'image' | 'audio' | 'video' | null;
          mediaItemIds?: (number | string)[] | null;
          messageTypeId?: ((1 | 2) | ('1' | '2')) | null;
          residentId?: (number | string)[] | string | (number | string);
          residentIds?: (number | string)[] | string | (number | string);
          subject?: string | null;
          text?: string | null;
          textMessage?: string | null;
          title?: string | null;
          userId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messages: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_open: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {boolean} */
          isOpened?: true;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_decline: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            message: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_voiceUrl: {
    parameters: {
      query?: {
        log?: boolean | ('true' | 'false');
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isOpened: boolean;
            url: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_list: {
    parameters: {
      query?: {
        last?: number;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          defaultResidentId?: (number | string) | null;
          kioskIds?: (number | string)[] | null;
          messageTypeId?: (1 | 2) | null;
          /** @enum {string|null} */
          moderation?: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
          residentIds?: (number | string)[] | null;
          search?: string | null;
          userId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messages: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_openThread: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {boolean} */
          isOpened?: true;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messages: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MessagesController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        kind: 'text-only' | 'images' | 'audio' | 'videos';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string;
          deviceInfo?: string;
          file?: string[];
          /** @enum {string} */
          messageTypeId?: '1' | '2';
          /** @description Comma-joined resident ids */
          residentId?: string;
          subject?: string;
          textMessage?: string;
          /** @description A media message’s title, at most 50 characters */
          title?: string;
          userId?: string;
        };
        'multipart/form-data': {
          description?: string;
          deviceInfo?: string;
          file?: string[];
          /** @enum {string} */
          messageTypeId?: '1' | '2';
          /** @description Comma-joined resident ids */
          residentId?: string;
          subject?: string;
          textMessage?: string;
          /** @description A media message’s title, at most 50 characters */
          title?: string;
          userId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            messages: {
              createDate: string;
              declineReason: string | null;
              firstOpened: string | null;
              id: number;
              isInitiator: boolean;
              isOpened: boolean;
              /** @enum {string} */
              kind: 'text' | 'image' | 'audio' | 'video';
              kioskId: number | null;
              messageBlobs: {
                blobName: string;
                containerName: string;
                containerOwner: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                mediaItemId: number;
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              messageThreadId: number;
              messageTypeId: 1 | 2;
              /** @enum {string|null} */
              moderation: 'awaiting' | 'scheduled' | 'approved' | 'declined' | null;
              residentId: number;
              residentName: string;
              residentPicture: string | null;
              subject: string;
              text: string;
              title: string;
              userId: string;
              userNickname: string;
              userPicture: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MetricsController_scrape: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus text exposition (version 0.0.4) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OfflineAlertsController_open: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            offlineAlerts: {
              alertNumber: number;
              clearedAt: string | null;
              facilityId: number | null;
              facilityName: string | null;
              kioskId: number;
              kioskName: string;
              offlineSince: string;
              onlineAt: string | null;
              raisedAt: string;
              serialNumber: string;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OrganizationsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            organization: {
              createDate: string;
              domains: {
                id: number;
                name: string;
              }[];
              id: number;
              name: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OrganizationsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          createDate?: string;
          id?: (number | string) | null;
          name?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            organization: {
              createDate: string;
              domains: {
                id: number;
                name: string;
              }[];
              id: number;
              name: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OrganizationsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OrganizationsController_deleteCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            allowed: boolean;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  OrganizationsController_manager: {
    parameters: {
      query?: {
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            organizations: {
              createDate: string;
              domains: {
                id: number;
                name: string;
              }[];
              id: number;
              name: string;
            }[];
            total?: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_message: {
    parameters: {
      query?: {
        locale?: 'en' | 'fr' | 'en-CA' | 'en-US' | 'fr-CA';
        timePeriod?: 'WeekToDate' | 'MonthToDate' | 'LastMonth' | 'YearToDate' | 'LastYear';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            fromDate: string;
            messageContentTypeChartData: {
              keys: ('text' | 'image' | 'audio' | 'video')[];
              labels: string[];
              periodCount: number[];
            };
            messagesIn: [number, number];
            messagesOut: [number, number];
            residentToUserChartData: {
              keys: string[];
              labels: string[];
              periodCount: number[];
            };
            toDate: string;
            userToResidentChartData: {
              keys: string[];
              labels: string[];
              periodCount: number[];
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_playlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlists: {
              audioCount: number;
              description: string;
              id: number;
              imageCount: number;
              isActive: boolean;
              lastAddDate: string | null;
              name: string;
              videoCount: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            lastAlbumAddition: string | null;
            lastCheckIn: string | null;
            lastMessageIn: string | null;
            noRecentAlbumAdditions: boolean;
            noRecentMessages: boolean;
            notCheckedIn: boolean;
            quietWindowDays: number;
            residentId: number;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_users: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            users: {
              activationDate: string | null;
              functionalRole: string;
              id: string;
              lastSignIn: string | null;
              name: string;
              nickname: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_chart: {
    parameters: {
      query?: {
        locale?: 'en' | 'fr' | 'en-CA' | 'en-US' | 'fr-CA';
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
        kind: 'activation' | 'messages' | 'uploads';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string|null} */
          messageDirection?: 'UserToResident' | 'ResidentToUser' | null;
          /** @enum {string|null} */
          timePeriod?: 'WeekToDate' | 'MonthToDate' | 'LastMonth' | 'YearToDate' | 'LastYear' | null;
        } | null;
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            chartData: {
              fromDate: string;
              labels: string[];
              periodCount: number[];
              supportedTimePeriods: {
                selected: boolean;
                /** @enum {string} */
                value: 'WeekToDate' | 'MonthToDate' | 'LastMonth' | 'YearToDate' | 'LastYear';
              }[];
              timeZone: string;
              toDate: string;
            };
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_facilityEngagement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            quietWindowDays: number;
            residents: {
              kioskId: number | null;
              kioskName: string;
              lastAlbumAddition: string | null;
              lastCheckIn: string | null;
              lastMessageIn: string | null;
              name: string;
              noRecentAlbumAdditions: boolean;
              noRecentMessages: boolean;
              notCheckedIn: boolean;
              quietFamily: boolean;
              residentId: number;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentMetricsController_kioskEngagement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            quietWindowDays: number;
            residents: {
              kioskId: number | null;
              kioskName: string;
              lastAlbumAddition: string | null;
              lastCheckIn: string | null;
              lastMessageIn: string | null;
              name: string;
              noRecentAlbumAdditions: boolean;
              noRecentMessages: boolean;
              notCheckedIn: boolean;
              quietFamily: boolean;
              residentId: number;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumItemsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumItemsController_add: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mediaItemIds: (number | string)[];
          playlistId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlistBlobs: {
              addDate: string;
              addedBy: string | null;
              blobName: string;
              containerName: string;
              contentType: string;
              createDate: string;
              description: string;
              duration: number | null;
              id: number;
              isEditable: boolean;
              isSelectable: boolean;
              /** @enum {string} */
              kind: 'image' | 'audio' | 'video';
              /** @enum {string|null} */
              kioskFolder: 'ambient' | 'announcement' | 'email' | null;
              kioskId: number | null;
              lastViewDate: string | null;
              mediaItemId: number;
              playlistId: number;
              /** @enum {string} */
              processing: 'pending' | 'ready' | 'failed';
              size: number;
              thumbnail: string | null;
              title: string;
              uri: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumItemsController_removeMany: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          playlistBlobIds: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            residentPlaylists: {
              coverImage: string | null;
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              residentId: number;
              updateByUserId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isSlideShow?: boolean | null;
          name: string;
          residentId: number | string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImage: string | null;
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                lastViewDate: string | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number;
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImage: string | null;
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                lastViewDate: string | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number;
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_edit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          description?: string | null;
          isSlideShow?: boolean | null;
          name: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImage: string | null;
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                lastViewDate: string | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number;
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deletedIds: number[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_cover: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
        mediaId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            playlist: {
              coverImage: string | null;
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              playlistBlobs: {
                addDate: string;
                addedBy: string | null;
                blobName: string;
                containerName: string;
                contentType: string;
                createDate: string;
                description: string;
                duration: number | null;
                id: number;
                isEditable: boolean;
                isSelectable: boolean;
                /** @enum {string} */
                kind: 'image' | 'audio' | 'video';
                /** @enum {string|null} */
                kioskFolder: 'ambient' | 'announcement' | 'email' | null;
                kioskId: number | null;
                lastViewDate: string | null;
                mediaItemId: number;
                playlistId: number;
                /** @enum {string} */
                processing: 'pending' | 'ready' | 'failed';
                size: number;
                thumbnail: string | null;
                title: string;
                uri: string;
              }[];
              residentId: number;
              updateByUserId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  MemoryAlbumsController_ofResident: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        residentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            residentPlaylists: {
              coverImage: string | null;
              coverImageBlobName: string | null;
              coverImageMediaItemId: number | null;
              createDate: string;
              description: string;
              id: number;
              isSlideShow: boolean;
              lastViewDate: string | null;
              mediaCount: number;
              name: string;
              residentId: number;
              updateByUserId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bluetoothBeaconId?: (number | string) | null;
          contactUser?: {
            email: string;
            name: string;
            nickname?: string | null;
          } | null;
          firstName?: string;
          id?: unknown;
          kioskId?: ((number | string) | '') | null;
          kioskKeyTagId?: (-1 | '-1' | (number | string) | '') | null;
          kioskTypeId?: (number | string) | null;
          languageId?: (number | string) | null;
          lastName?: string;
          updateByUserId?: string | null;
          uwbTagId?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isEmailSent: boolean;
            resident: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            resident: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bluetoothBeaconId?: (number | string) | null;
          contactUser?: {
            email: string;
            name: string;
            nickname?: string | null;
          } | null;
          firstName?: string;
          id?: unknown;
          kioskId?: ((number | string) | '') | null;
          kioskKeyTagId?: (-1 | '-1' | (number | string) | '') | null;
          kioskTypeId?: (number | string) | null;
          languageId?: (number | string) | null;
          lastName?: string;
          updateByUserId?: string | null;
          uwbTagId?: (number | string) | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            resident: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_extended: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            resident: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ErasureController_eraseResident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The resident is erased */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_picture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            base64: string;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_assignTag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        tag: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            resident: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_ofKiosk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            residents: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  LoginController_residentLogin: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isAbby: boolean;
            isGenie: boolean;
            languages: {
              code: string;
              id: number;
              name: string;
            }[];
            residents: {
              id: number;
              kiosk: {
                id: number;
                name: string;
                serialNumber: string;
              } | null;
              kioskTypeId: number | null;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_loginKiosk: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            residents: {
              bluetoothBeaconId: number | null;
              createDate: string;
              facilityId: number | null;
              firstName: string;
              gameDifficultyLevel: number | null;
              /** @enum {string|null} */
              gender: 'M' | null;
              id: number;
              isActive: boolean;
              kiosk: {
                facility: {
                  geographicalDescription: string;
                  name: string;
                } | null;
                id: number;
                name: string;
                serialNumber: string;
                typeId: number;
              } | null;
              kioskId: number | null;
              kioskKeyTagId: number | null;
              kioskTypeId: number | null;
              languageId: number;
              lastName: string;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
              updateByUserId: string | null;
              updateDate: string;
              uwbTagId: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_manager: {
    parameters: {
      query?: {
        kioskId?: number | string;
        kioskTypeId?: number | string;
        lists?: boolean | ('true' | 'false');
        page?: '' | (number | string);
        pageSize?: '' | (number | string);
        search?: string;
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                facilities: {
                  code: string;
                  geographicalDescription: string;
                  id: number;
                  name: string;
                }[];
                kioskKeyTags: {
                  facilityId: number | null;
                  facilityName: string | null;
                  id: number;
                  keyNum: number;
                  kioskId: number;
                  kioskSerialNumber: string;
                  residentId: number | null;
                  residentName: string | null;
                  tagId: string;
                }[];
                kiosks: {
                  activityInstallDate: string | null;
                  activityLevel: number | null;
                  ambientInvitationIds: number[];
                  contactAvailability: string | null;
                  contactPhone: string | null;
                  contactPosition: string | null;
                  contactUserId: string | null;
                  createDate: string;
                  description: string | null;
                  domainName: string | null;
                  facilityId: number | null;
                  facilityLocation: string | null;
                  facilityName: string | null;
                  hasResidents: boolean;
                  id: number;
                  identifier: string | null;
                  isActive: boolean;
                  isAutoUpdates: boolean;
                  kioskTypeId: number;
                  languageId: number;
                  machineName: string | null;
                  mediaSyncDate: string | null;
                  name: string;
                  organizationName: string | null;
                  phidgetConfigId: number | null;
                  phidgetHubSerialNumber: number | null;
                  phidgetVersion: (21 | 22) | null;
                  pictureUri: string | null;
                  serialNumber: string;
                  subscriptionLevel: number | null;
                  teamviewerId: string | null;
                  teamviewerPassword: string | null;
                  typeId: number;
                  updateByUserId: string | null;
                  updateInstallDate: string | null;
                  updateLevel: number | null;
                }[];
                kioskTypes: {
                  id: number;
                  name: string;
                }[];
                languages: {
                  code: string;
                  id: number;
                  name: string;
                }[];
                residents: {
                  bluetoothBeaconId: number | null;
                  createDate: string;
                  facilityId: number | null;
                  firstName: string;
                  gameDifficultyLevel: number | null;
                  /** @enum {string|null} */
                  gender: 'M' | null;
                  id: number;
                  isActive: boolean;
                  kiosk: {
                    facility: {
                      geographicalDescription: string;
                      name: string;
                    } | null;
                    id: number;
                    name: string;
                    serialNumber: string;
                    typeId: number;
                  } | null;
                  kioskId: number | null;
                  kioskKeyTagId: number | null;
                  kioskTypeId: number | null;
                  languageId: number;
                  lastName: string;
                  name: string;
                  newMessages: number;
                  pictureBase64: string | null;
                  updateByUserId: string | null;
                  updateDate: string;
                  uwbTagId: string | null;
                }[];
                total?: number;
              }
            | {
                /** @enum {string|null} */
                errorMessage: null;
                /** @enum {string|null} */
                errorSeverity: null;
                residents: {
                  bluetoothBeaconId: number | null;
                  createDate: string;
                  facilityId: number | null;
                  firstName: string;
                  gameDifficultyLevel: number | null;
                  /** @enum {string|null} */
                  gender: 'M' | null;
                  id: number;
                  isActive: boolean;
                  kiosk: {
                    facility: {
                      geographicalDescription: string;
                      name: string;
                    } | null;
                    id: number;
                    name: string;
                    serialNumber: string;
                    typeId: number;
                  } | null;
                  kioskId: number | null;
                  kioskKeyTagId: number | null;
                  kioskTypeId: number | null;
                  languageId: number;
                  lastName: string;
                  name: string;
                  newMessages: number;
                  pictureBase64: string | null;
                  updateByUserId: string | null;
                  updateDate: string;
                  uwbTagId: string | null;
                }[];
                total: number;
              };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          residentId: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            base64: string;
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_allPictures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            pictures: {
              base64: string;
              residentId: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_pictures: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          residentIds?: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            pictures: {
              base64: string;
              residentId: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ResidentsController_profilePictures: {
    parameters: {
      query?: {
        kioskTypeId?: number | string;
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            pictures: {
              base64: string;
              residentId: number;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  RolloutsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            rollouts: {
              createDate: string;
              currentGroup: number;
              groups: {
                errorThreshold: number;
                failed: number;
                installed: number;
                name: string;
                size: number;
                successThreshold: number;
                told: number;
                waiting: number;
              }[];
              id: number;
              /** @enum {string} */
              kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
              /** @enum {string} */
              kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
              level: number;
              name: string;
              /** @enum {string|null} */
              pauseReason: 'byAdmin' | 'errorThreshold' | null;
              /** @enum {string} */
              status: 'running' | 'paused' | 'finished' | 'cancelled';
              updateDate: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  RolloutsController_start: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          groups: {
            errorThreshold: number;
            name: string;
            successThreshold: number;
            upToPercent: number;
          }[];
          /** @enum {string} */
          kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
          level: number;
          name: string;
          /** @default true */
          overridesFirst?: boolean;
          /**
           * @default {
           *       "name": "Override kiosks",
           *       "successThreshold": 100,
           *       "errorThreshold": 0
           *     }
           */
          overridesGroup?: {
            errorThreshold: number;
            name: string;
            successThreshold: number;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            rollout: {
              createDate: string;
              currentGroup: number;
              failedKiosks: {
                date: string;
                error: string | null;
                group: number;
                serialNumber: string;
              }[];
              groups: {
                errorThreshold: number;
                failed: number;
                installed: number;
                name: string;
                size: number;
                successThreshold: number;
                told: number;
                waiting: number;
              }[];
              id: number;
              /** @enum {string} */
              kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
              /** @enum {string} */
              kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
              level: number;
              name: string;
              /** @enum {string|null} */
              pauseReason: 'byAdmin' | 'errorThreshold' | null;
              /** @enum {string} */
              status: 'running' | 'paused' | 'finished' | 'cancelled';
              updateDate: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  RolloutsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            rollout: {
              createDate: string;
              currentGroup: number;
              failedKiosks: {
                date: string;
                error: string | null;
                group: number;
                serialNumber: string;
              }[];
              groups: {
                errorThreshold: number;
                failed: number;
                installed: number;
                name: string;
                size: number;
                successThreshold: number;
                told: number;
                waiting: number;
              }[];
              id: number;
              /** @enum {string} */
              kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
              /** @enum {string} */
              kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
              level: number;
              name: string;
              /** @enum {string|null} */
              pauseReason: 'byAdmin' | 'errorThreshold' | null;
              /** @enum {string} */
              status: 'running' | 'paused' | 'finished' | 'cancelled';
              updateDate: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  RolloutsController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            rollout: {
              createDate: string;
              currentGroup: number;
              failedKiosks: {
                date: string;
                error: string | null;
                group: number;
                serialNumber: string;
              }[];
              groups: {
                errorThreshold: number;
                failed: number;
                installed: number;
                name: string;
                size: number;
                successThreshold: number;
                told: number;
                waiting: number;
              }[];
              id: number;
              /** @enum {string} */
              kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
              /** @enum {string} */
              kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
              level: number;
              name: string;
              /** @enum {string|null} */
              pauseReason: 'byAdmin' | 'errorThreshold' | null;
              /** @enum {string} */
              status: 'running' | 'paused' | 'finished' | 'cancelled';
              updateDate: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  RolloutsController_pause: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            rollout: {
              createDate: string;
              currentGroup: number;
              failedKiosks: {
                date: string;
                error: string | null;
                group: number;
                serialNumber: string;
              }[];
              groups: {
                errorThreshold: number;
                failed: number;
                installed: number;
                name: string;
                size: number;
                successThreshold: number;
                told: number;
                waiting: number;
              }[];
              id: number;
              /** @enum {string} */
              kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
              /** @enum {string} */
              kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
              level: number;
              name: string;
              /** @enum {string|null} */
              pauseReason: 'byAdmin' | 'errorThreshold' | null;
              /** @enum {string} */
              status: 'running' | 'paused' | 'finished' | 'cancelled';
              updateDate: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  RolloutsController_resume: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            rollout: {
              createDate: string;
              currentGroup: number;
              failedKiosks: {
                date: string;
                error: string | null;
                group: number;
                serialNumber: string;
              }[];
              groups: {
                errorThreshold: number;
                failed: number;
                installed: number;
                name: string;
                size: number;
                successThreshold: number;
                told: number;
                waiting: number;
              }[];
              id: number;
              /** @enum {string} */
              kind: 'abbyUpdate' | 'abbyActivity' | 'genieUpdate';
              /** @enum {string} */
              kioskKind: 'abby22' | 'abby21' | 'abby3' | 'genie';
              level: number;
              name: string;
              /** @enum {string|null} */
              pauseReason: 'byAdmin' | 'errorThreshold' | null;
              /** @enum {string} */
              status: 'running' | 'paused' | 'finished' | 'cancelled';
              updateDate: string;
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string|null} */
          context?:
            | 'admin'
            | 'abby-kiosk-participants'
            | 'abby-resident-facilitators'
            | 'genie-kiosk-managers'
            | 'genie-kiosk-resident-contacts'
            | 'genie-resident-contacts'
            | 'kiosk-contact'
            | null;
          createDate?: string | null;
          defaultResidentId?: number | null;
          domainIds?: (number | string)[] | null;
          email?: string | null;
          /** @enum {string|null} */
          functionalRole?: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest' | null;
          id?: string | null;
          kioskId?: number | null;
          kioskIds?: (number | string)[] | null;
          languageId?: number | null;
          name?: string | null;
          nickname?: string | null;
          password?: string | null;
          residentId?: number | null;
          residentIds?: (number | string)[] | null;
          /** @enum {string|null} */
          role?: 'Guest' | 'Manager' | 'Admin' | null;
          updateByUserId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isEmailSent: boolean;
            user: {
              canDelete: boolean;
              canEdit: boolean;
              createDate: string;
              defaultResidentId: number | null;
              domainIds: number[];
              email: string;
              /** @enum {string} */
              functionalRole: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              id: string;
              isLocked: boolean;
              kioskIds: number[];
              languageId: number | null;
              name: string;
              nickname: string;
              picture: string | null;
              residentIds: number[];
              /** @enum {string} */
              role: 'Guest' | 'Manager' | 'Admin';
            } | null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string|null} */
          context?:
            | 'admin'
            | 'abby-kiosk-participants'
            | 'abby-resident-facilitators'
            | 'genie-kiosk-managers'
            | 'genie-kiosk-resident-contacts'
            | 'genie-resident-contacts'
            | 'kiosk-contact'
            | null;
          createDate?: string | null;
          defaultResidentId?: number | null;
          domainIds?: (number | string)[] | null;
          email?: string | null;
          /** @enum {string|null} */
          functionalRole?: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest' | null;
          id?: string | null;
          kioskId?: number | null;
          kioskIds?: (number | string)[] | null;
          languageId?: number | null;
          name?: string | null;
          nickname?: string | null;
          password?: string | null;
          residentId?: number | null;
          residentIds?: (number | string)[] | null;
          /** @enum {string|null} */
          role?: 'Guest' | 'Manager' | 'Admin' | null;
          updateByUserId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isEmailSent: boolean;
            user: {
              canDelete: boolean;
              canEdit: boolean;
              createDate: string;
              defaultResidentId: number | null;
              domainIds: number[];
              email: string;
              /** @enum {string} */
              functionalRole: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              id: string;
              isLocked: boolean;
              kioskIds: number[];
              languageId: number | null;
              name: string;
              nickname: string;
              picture: string | null;
              residentIds: number[];
              /** @enum {string} */
              role: 'Guest' | 'Manager' | 'Admin';
            } | null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_resendInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isEmailSent: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_changePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword?: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ErasureController_eraseUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user is erased */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_updateProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          defaultResidentId?: number | null;
          languageId?: number | null;
          name?: string;
          nickname?: string | null;
          picture?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            flags: {
              canSeeUnupdatedAbbys: boolean;
              isAdmin: boolean;
              isAuditor: boolean;
              isDomainManager: boolean;
              isGenieManager: boolean;
              isKioskManager: boolean;
              isKioskManager_Abby: boolean;
              isKioskManager_Genie: boolean;
              isManager: boolean;
              isResidentManager: boolean;
              isResidentManager_Abby: boolean;
              isResidentManager_Genie: boolean;
              isStatisticsUser: boolean;
              isSuperAdmin: boolean;
            };
            profile: {
              defaultResidentId: number | null;
              domainIds: number[];
              email: string;
              facilityIds: number[];
              /** @enum {string} */
              functionalRole: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              functionalRoleColor: string;
              id: string;
              kioskIds: number[];
              languageId: number | null;
              name: string;
              nickname: string;
              picture: string | null;
              residentIds: number[];
              /** @enum {string} */
              role: 'Guest' | 'Manager' | 'Admin';
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_unblock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_changePasswordEmail: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isEmailSent: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  DashboardUsersController_add: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string|null} */
          target?: 'resident' | 'kiosk' | null;
          user?: {
            email?: string | null;
            languageId?: number | null;
            name?: string | null;
            nickname?: string | null;
            role?: string | null;
          } | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            isEmailSent: boolean;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  KiosksController_managers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            users: {
              id: string;
              name: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  ContactLinksController_accept: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            names: string[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_list: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string|null} */
          context?:
            | 'admin'
            | 'abby-kiosk-participants'
            | 'abby-resident-facilitators'
            | 'genie-kiosk-managers'
            | 'genie-kiosk-resident-contacts'
            | 'genie-resident-contacts'
            | 'kiosk-contact'
            | null;
          filter?: {
            kioskId?: number | null;
            kioskTypeId?: number | null;
            residentId?: number | null;
            /** @enum {string|null} */
            role?: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest' | null;
            search?: string | null;
          } | null;
          kioskIds?: (number | string)[] | null;
          lists?: boolean | null;
          page?: number | null;
          pageSize?: number | null;
          residentIds?: (number | string)[] | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domains: {
              facilityIds: number[];
              id: number;
              name: string;
              organizationName: string;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              domainId: number | null;
              id: number;
              name: string;
            }[];
            kiosks: {
              facilityId: number | null;
              id: number;
              name: string;
              serialNumber: string;
              typeId: number;
            }[];
            residents: {
              id: number;
              kioskId: number | null;
              kioskTypeId: number | null;
              name: string;
            }[];
            roles: ('Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest')[];
            total: number;
            users: {
              canDelete: boolean;
              canEdit: boolean;
              createDate: string;
              defaultResidentId: number | null;
              domainIds: number[];
              email: string;
              /** @enum {string} */
              functionalRole: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              id: string;
              isLocked: boolean;
              kioskIds: number[];
              languageId: number | null;
              name: string;
              nickname: string;
              picture: string | null;
              residentIds: number[];
              /** @enum {string} */
              role: 'Guest' | 'Manager' | 'Admin';
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_extraFields: {
    parameters: {
      query?: {
        isAdmin?: boolean | ('true' | 'false');
      };
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userIds: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            extraFields: {
              id: string;
              isEmailVerified: boolean;
              lastLogin: string | null;
              lastPasswordReset: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_options: {
    parameters: {
      query: {
        kind: 'kiosks' | 'residents' | 'domains';
        kioskId?: number | string;
        kioskTypeId?: number | string;
        limit?: number | string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domains: {
              facilityIds: number[];
              id: number;
              name: string;
              organizationName: string;
            }[];
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            facilities: {
              domainId: number | null;
              id: number;
              name: string;
            }[];
            kiosks: {
              facilityId: number | null;
              id: number;
              name: string;
              serialNumber: string;
              typeId: number;
            }[];
            residents: {
              id: number;
              kioskId: number | null;
              kioskTypeId: number | null;
              name: string;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            flags: {
              canSeeUnupdatedAbbys: boolean;
              isAdmin: boolean;
              isAuditor: boolean;
              isDomainManager: boolean;
              isGenieManager: boolean;
              isKioskManager: boolean;
              isKioskManager_Abby: boolean;
              isKioskManager_Genie: boolean;
              isManager: boolean;
              isResidentManager: boolean;
              isResidentManager_Abby: boolean;
              isResidentManager_Genie: boolean;
              isStatisticsUser: boolean;
              isSuperAdmin: boolean;
            };
            profile: {
              defaultResidentId: number | null;
              domainIds: number[];
              email: string;
              facilityIds: number[];
              /** @enum {string} */
              functionalRole: 'Admin' | 'DomainManager' | 'KioskManager' | 'ResidentManager' | 'Guest';
              functionalRoleColor: string;
              id: string;
              kioskIds: number[];
              languageId: number | null;
              name: string;
              nickname: string;
              picture: string | null;
              residentIds: number[];
              /** @enum {string} */
              role: 'Guest' | 'Manager' | 'Admin';
            };
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_endSessions: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_usePasswordLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_picture: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @description Whose picture (an admin's choice); the caller's own by default */
          userId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            picture: string;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UsersController_profileEdit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
            kiosks: {
              domain: {
                id: number;
                name: string;
                organizationName: string;
              } | null;
              facility: {
                geographicalDescription: string;
                id: number;
                name: string;
              } | null;
              id: number;
              name: string;
              serialNumber: string;
              subscriptionLevel: number | null;
              typeId: number;
            }[];
            residents: {
              id: number;
              kiosk: {
                id: number;
                name: string;
                serialNumber: string;
              } | null;
              kioskTypeId: number | null;
              name: string;
              newMessages: number;
              pictureBase64: string | null;
            }[];
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_leaveResident: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  UserManagerController_unlink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string | null;
          entityId: number | string;
          performedByUserId?: string | null;
          unlinkType: 1 | 2 | 3;
          userId: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            errorMessage: null;
            /** @enum {string|null} */
            errorSeverity: null;
          };
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not the caller’s to do or see */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
  WorkbookController_download: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook (.xlsx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description A request the schemas or the rules refuse */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description No valid bearer token (signed out, expired or forged) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Not an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Nothing there, or outside the caller’s scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Taken already, or changed meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
      /** @description Refused by the rules (a delete that is blocked, a refused file) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorAnswer'];
        };
      };
    };
  };
}
