export const hierarchy = {
  'hierarchy.nameRequired': 'Name is required',
  'hierarchy.nameMaxChars': 'Name must be %{max} characters or less',
  'hierarchy.nameAlphaSpaces': 'Name may contain letters and spaces only',
  'organization.notFound': 'This organization no longer exists.',
  'organization.nameTaken': 'An organization named %{name} already exists.',
  'organization.hasFacility':
    '%{name} still has 1 Facility assigned to it. Please unassign the facility first.',
  'organization.hasFacilities':
    '%{name} still has %{count} Facilities assigned to it. Please unassign the facilities first.',
  'organization.hasDomainManager':
    '%{name} still has 1 Domain Manager assigned to it. Please unassign the user first.',
  'organization.hasDomainManagers':
    '%{name} still has %{count} Domain Managers assigned to it. Please unassign the users first.',
  'domain.notFound': 'This domain no longer exists.',
  'domain.organizationRequired': 'Organization is required',
  'domain.organizationNotFound': 'The chosen organization no longer exists.',
  'domain.facilityRequired': 'Choose at least one facility',
  'domain.facilityNotFound': 'A chosen facility no longer exists.',
  'domain.facilityTaken': '%{facility} already belongs to the domain %{domain}.',
  'domain.lastInOrganization': "Could not delete %{name} because it's the last domain in the organization.",
  'domain.hasManagers': '%{name} still has domain managers assigned: %{names}. Please unassign them first.',
  'domain.noInternalDomain': 'No internal domain found',
  'facility.notFound': 'This facility no longer exists.',
  'facility.streetMaxChars': 'Street cannot exceed %{max} characters',
  'facility.cityMaxChars': 'City cannot exceed %{max} characters',
  'facility.countryInvalid': 'Country must be Canada or United States',
  'facility.provStateInvalid': 'Choose a province or state of the chosen country',
  'facility.domainNotFound': 'The chosen domain no longer exists.',
  'facility.hasKiosks': '%{name} still hosts kiosks %{serials}. Please delete or move them first.',
  'facility.hasDomain':
    '%{name} is still assigned to the domain %{domain}. Please unassign it from the domain first.',
  'facility.lastOfDomain':
    '%{name} is the only facility of the domain %{domain}, and a domain needs one. Add another facility to %{domain} first.',
} as const;
