import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Domain, Facility, Organization } from '@ambient/core';
import { systemContext } from '@ambient/event-sourcing';
import { UserCommandMessage } from '../../src/users/user.commands.js';
import { UsersReader } from '../../src/users/users.reader.js';
import { apiClient, type ApiClient } from '../support/api-client.js';
import { callApi, refusal, eventHead, type Json } from '../support/api-calls.js';
import { databaseEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

const PLACE_REFUSAL =
  "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit";

for (const engine of databaseEngines()) {
  describe(`organizations, domains and facilities on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let kioskManager: string;
    let adminFr: string;
    /** The typed client, as the admin. */
    let client: ApiClient;

    const call = async (
      method: string,
      path: string,
      body?: unknown,
      token = admin,
    ): Promise<{ status: number; json: Json }> => {
      return callApi(api.url, method, path, { body, token });
    };
    const head = (): Promise<bigint> => eventHead(api);
    const refused = (status: number, errorMessage: string) => refusal(status, errorMessage);

    const organizations = async (): Promise<Organization[]> =>
      (await client.organizations.manager()).json.organizations;
    const domains = async (): Promise<Domain[]> =>
      (await call('GET', 'domains/manager')).json.domains as Domain[];
    const facilities = async (): Promise<Facility[]> =>
      (await call('GET', 'facilities')).json.facilities as Facility[];
    const facilityNamed = async (name: string): Promise<Facility> =>
      (await facilities()).find((f) => f.name === name) as Facility;
    const domainNamed = async (name: string): Promise<Domain> =>
      (await domains()).find((d) => d.name === name) as Domain;
    const newFacility = async (name: string, domainId: number | null = null): Promise<Facility> => {
      const created = await call('POST', 'facilities', {
        name,
        street: '1 Test Road',
        city: 'Ottawa',
        countryId: 1,
        provStateId: 9,
        domainId,
      });
      expect(created.status).toBe(200);
      return created.json.facility as Facility;
    };
    const assignDomains = (userId: string, domainIds: number[]) =>
      api.app.get(CommandBus).execute(
        new UserCommandMessage(
          {
            type: 'ChangeAssignments',
            userId,
            data: { role: 'Manager', domainIds, facilityIds: [], kioskIds: [], residentIds: [] },
          },
          systemContext(),
        ),
      );

    beforeAll(async () => {
      api = await startApi(engine);
      admin = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      kioskManager = await api.signIn('kiosk.manager@ambient.demo', DEMO_PASSWORD);
      // A second admin who reads French.
      await api.app.get(CommandBus).execute(
        new UserCommandMessage(
          {
            type: 'ChangeAssignments',
            userId: 'ambient|demo-4',
            data: { role: 'Admin', domainIds: [], facilityIds: [], kioskIds: [], residentIds: [] },
          },
          systemContext(),
        ),
      );
      await api.app.get(CommandBus).execute(
        new UserCommandMessage(
          {
            type: 'EditProfile',
            userId: 'ambient|demo-4',
            data: {
              name: 'Aline Admin',
              nickname: '',
              languageId: 2,
              picture: null,
              defaultResidentId: null,
            },
          },
          systemContext(),
        ),
      );
      const french = await api.app.get(UsersReader).findRow('ambient|demo-4');
      adminFr = await api.signIn(french?.email ?? '', DEMO_PASSWORD);
      client = apiClient(api.url, { token: admin });
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    describe('permissions', () => {
      it.each([
        ['GET', 'organizations/manager'],
        ['POST', 'organizations'],
        ['PUT', 'organizations/1'],
        ['DELETE', 'organizations/1'],
        ['GET', 'organizations/1/delete-check'],
        ['GET', 'domains/manager'],
        ['POST', 'domains'],
        ['PUT', 'domains/1'],
        ['DELETE', 'domains/1'],
        ['GET', 'domains/1/managers'],
        ['GET', 'facilities'],
        ['POST', 'facilities'],
        ['GET', 'facilities/manager'],
        ['PUT', 'facilities/1'],
        ['DELETE', 'facilities/1'],
        ['GET', 'kiosks/facility/1'],
      ])('%s %s is refused to a kiosk manager and appends nothing', async (method, path) => {
        const before = await head();
        const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Sneaky' };
        const { status, json } = await call(method, path, body, kioskManager);
        expect(status).toBe(403);
        expect(json).toEqual({ errorSeverity: 1, errorMessage: 'You are not allowed to do this.' });
        expect(await head()).toBe(before);
      });
    });

    describe('organizations', () => {
      it('refuses a missing or too long name and appends nothing', async () => {
        const before = await head();
        expect(await client.organizations.create({ name: '   ' })).toEqual(refused(422, 'Name is required'));
        expect(await client.organizations.create({ name: 'x'.repeat(201) })).toEqual(
          refused(422, 'Name must be 200 characters or less'),
        );
        expect(await client.as(adminFr).organizations.create({ name: '' })).toEqual(
          refused(422, 'Le nom est obligatoire'),
        );
        expect(await head()).toBe(before);
      });

      it('creates with the name normalized, lists it, pages and renames it', async () => {
        const created = await client.organizations.create({ name: '  Acme   Care  ' });
        expect(created.status).toBe(200);
        const { organization } = created.json;
        expect(organization).toMatchObject({ name: 'Acme Care', domains: [] });
        expect(organization.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect((await organizations()).map((o) => o.name)).toContain('Acme Care');
        const page = await client.organizations.manager({ page: 0, pageSize: 2, sort: '-name' });
        expect(page.json.total).toBe(3);
        expect(page.json.organizations.map((o) => o.name)).toEqual([
          'Northern Lights Care Group',
          'Harbor Senior Living',
        ]);
        const searched = await client.organizations.manager({ search: 'harbor' });
        expect(searched.json.organizations.map((o) => o.name)).toEqual(['Harbor Senior Living']);
        const renamed = await client.organizations.update(organization.id, {
          id: organization.id,
          name: 'Acme Care & Co.',
          createDate: organization.createDate,
        });
        expect(renamed.json.organization.name).toBe('Acme Care & Co.');
        expect(renamed.json.organization.createDate).toBe(organization.createDate);
      });

      it('blocks a delete while facilities are assigned, with the plural and singular forms', async () => {
        const northern = (await organizations()).find(
          (o) => o.name === 'Northern Lights Care Group',
        ) as Organization;
        const before = await head();
        const message =
          'Northern Lights Care Group still has 6 Facilities assigned to it. Please unassign the facilities first.';
        expect(await client.organizations.remove(northern.id)).toEqual(refused(422, message));
        // The pre-check refuses exactly as the delete does.
        expect(await client.organizations.deleteCheck(northern.id)).toEqual(refused(422, message));
        expect(await head()).toBe(before);

        const single = (await client.organizations.create({ name: 'Solo Homes' })).json.organization;
        const facility = await newFacility('Solo House');
        await call('POST', 'domains', {
          organizationId: single.id,
          name: 'Solo Region',
          description: '',
          facilityIds: [facility.id],
        });
        expect(await client.organizations.remove(single.id)).toEqual(
          refused(422, 'Solo Homes still has 1 Facility assigned to it. Please unassign the facility first.'),
        );
      });

      it('checks facilities before domain managers, then reports the managers, then deletes with its domains', async () => {
        const org = (await client.organizations.create({ name: 'Ordered Care' })).json.organization;
        const facility = await newFacility('Ordered House');
        const domain = (
          await call('POST', 'domains', {
            organizationId: org.id,
            name: 'Ordered Region',
            description: '',
            facilityIds: [facility.id],
          })
        ).json.domain as Domain;
        await assignDomains('ambient|demo-3', [domain.id]);
        await assignDomains('ambient|demo-7', [domain.id]);
        expect((await client.organizations.remove(org.id)).json.errorMessage).toBe(
          'Ordered Care still has 1 Facility assigned to it. Please unassign the facility first.',
        );
        await call('PUT', `facilities/${facility.id}`, { ...facility, domainId: 0 });
        expect(await client.organizations.remove(org.id)).toEqual(
          refused(
            422,
            'Ordered Care still has 2 Domain Managers assigned to it. Please unassign the users first.',
          ),
        );
        await assignDomains('ambient|demo-7', []);
        expect((await client.organizations.remove(org.id)).json.errorMessage).toBe(
          'Ordered Care still has 1 Domain Manager assigned to it. Please unassign the user first.',
        );
        await assignDomains('ambient|demo-3', []);
        expect((await client.organizations.deleteCheck(org.id)).json).toEqual({
          allowed: true,
          errorSeverity: null,
          errorMessage: null,
        });
        expect(await client.organizations.remove(org.id)).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null },
        });
        expect((await organizations()).some((o) => o.id === org.id)).toBe(false);
        expect((await domains()).some((d) => d.id === domain.id)).toBe(false);
        expect((await call('GET', `domains/${domain.id}`)).status).toBe(404);
      });
    });

    describe('domains', () => {
      it('refuses each broken rule with its message and appends nothing', async () => {
        const harbor = (await organizations()).find((o) => o.name === 'Harbor Senior Living') as Organization;
        const free = await newFacility('Free House');
        const valid = {
          organizationId: harbor.id,
          name: 'Gulf States',
          description: 'Texas',
          facilityIds: [free.id],
        };
        const before = await head();
        expect(await call('POST', 'domains', { ...valid, organizationId: 0 })).toEqual(
          refused(422, 'Organization is required'),
        );
        expect(await call('POST', 'domains', { ...valid, name: ' ' })).toEqual(
          refused(422, 'Name is required'),
        );
        expect(await call('POST', 'domains', { ...valid, name: 'x'.repeat(201) })).toEqual(
          refused(422, 'Name must be 200 characters or less'),
        );
        expect(await call('POST', 'domains', { ...valid, name: 'Region <5>' })).toEqual(
          refused(422, PLACE_REFUSAL),
        );
        expect(await call('POST', 'domains', { ...valid, facilityIds: [] })).toEqual(
          refused(422, 'Choose at least one facility'),
        );
        const maple = await facilityNamed('Maple Grove Residence');
        expect(await call('POST', 'domains', { ...valid, facilityIds: [maple.id] })).toEqual(
          refused(409, 'Maple Grove Residence already belongs to the domain Central Canada.'),
        );
        expect(await head()).toBe(before);
      });

      it('assigns its facilities on create, answers the spec fields, and frees them on delete', async () => {
        const harbor = (await organizations()).find((o) => o.name === 'Harbor Senior Living') as Organization;
        const a = await newFacility('Alpha House');
        const b = await newFacility('Beta House');
        const created = await call('POST', 'domains', {
          organizationId: harbor.id,
          name: 'Great Lakes',
          description: '<i>North</i>',
          facilityIds: [b.id, a.id],
        });
        const domain = created.json.domain as Domain;
        expect(domain).toMatchObject({
          name: 'Great Lakes',
          description: '&lt;i&gt;North&lt;/i&gt;',
          organizationName: 'Harbor Senior Living',
          assignedFacilities: 'Alpha House, Beta House',
          users: [],
          abbyCount: 0,
          genieCount: 0,
          kioskCount: 0,
        });
        expect((await facilityNamed('Alpha House')).domainName).toBe('Great Lakes');
        const updated = await call('PUT', `domains/${domain.id}`, { ...domain, facilityIds: [a.id] });
        expect((updated.json.domain as Domain).assignedFacilities).toBe('Alpha House');
        expect((await facilityNamed('Beta House')).domainId).toBeNull();
        expect(await call('DELETE', `domains/${domain.id}`)).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null },
        });
        expect((await facilityNamed('Alpha House')).domainId).toBeNull();
      });

      it('counts kiosks by type and lists the domain managers', async () => {
        const central = await domainNamed('Central Canada');
        expect(central).toMatchObject({
          abbyCount: 6,
          genieCount: 3,
          kioskCount: 9,
          users: [{ name: 'Denis Tremblay' }],
        });
        expect((await call('GET', `domains/${central.id}/managers`)).json.users).toEqual([
          { id: 'ambient|domainManager', name: 'Denis Tremblay' },
        ]);
        const filtered = await call('GET', `domains/manager?organizationId=${central.organizationId}`);
        expect((filtered.json.domains as Domain[]).map((d) => d.name).sort()).toEqual([
          'Central Canada',
          'Western Canada',
        ]);
        expect((filtered.json.organizations as unknown[]).length).toBeGreaterThanOrEqual(2);
        expect((filtered.json.facilities as unknown[]).length).toBeGreaterThanOrEqual(10);
      });

      it('refuses to delete a domain with managers, listing them, and the last domain of an organization', async () => {
        const central = await domainNamed('Central Canada');
        expect(await call('DELETE', `domains/${central.id}`)).toEqual(
          refused(
            422,
            'Central Canada still has domain managers assigned: Denis Tremblay. Please unassign them first.',
          ),
        );
        const org = (await call('POST', 'organizations', { name: 'Lonely Care' })).json
          .organization as Organization;
        const facility = await newFacility('Lonely House');
        const only = (
          await call('POST', 'domains', {
            organizationId: org.id,
            name: 'Lonely Region',
            description: '',
            facilityIds: [facility.id],
          })
        ).json.domain as Domain;
        expect(await call('DELETE', `domains/${only.id}`)).toEqual(
          refused(422, "Could not delete Lonely Region because it's the last domain in the organization."),
        );
        expect(await call('GET', `domains/${only.id}/delete-check`, undefined, adminFr)).toEqual(
          refused(
            422,
            'Impossible de supprimer Lonely Region\u202f: c’est le dernier domaine de l’organisation.',
          ),
        );
      });
    });

    describe('facilities', () => {
      it('refuses each broken rule with its message', async () => {
        const valid = {
          name: 'Rule House',
          street: '',
          city: '',
          countryId: 1,
          provStateId: 11,
          domainId: null,
        };
        const before = await head();
        expect(await call('POST', 'facilities', { ...valid, name: '' })).toEqual(
          refused(422, 'Name is required'),
        );
        expect(await call('POST', 'facilities', { ...valid, name: 'x'.repeat(51) })).toEqual(
          refused(422, 'Name must be 50 characters or less'),
        );
        expect(await call('POST', 'facilities', { ...valid, street: 's'.repeat(101) })).toEqual(
          refused(422, 'Street cannot exceed 100 characters'),
        );
        expect(await call('POST', 'facilities', { ...valid, city: 'c'.repeat(101) })).toEqual(
          refused(422, 'City cannot exceed 100 characters'),
        );
        expect(await call('POST', 'facilities', { ...valid, countryId: 3 })).toEqual(
          refused(422, 'Country must be Canada or United States'),
        );
        // Quebec (11) is not a state of the United States: changing the country clears the province.
        expect(await call('POST', 'facilities', { ...valid, countryId: 2 })).toEqual(
          refused(422, 'Choose a province or state of the chosen country'),
        );
        expect(await head()).toBe(before);
      });

      it('adds with domain 0 as no domain, answers the spec fields, and searches by province', async () => {
        const created = (
          await call('POST', 'facilities', {
            name: 'Gaspé Lodge',
            street: '5 Bay Road',
            city: 'Gaspé',
            countryId: 1,
            provStateId: 11,
            domainId: 0,
          })
        ).json.facility as Facility;
        expect(created).toMatchObject({
          domainId: null,
          domainName: null,
          provState: 'QC',
          geographicalDescription: 'Gaspé, QC',
          code: expect.stringMatching(/^F\d{4}$/),
        });
        const byProvince = await call('GET', 'facilities?search=qc');
        expect((byProvince.json.facilities as Facility[]).map((f) => f.name)).toEqual(
          expect.arrayContaining(['Gaspé Lodge', 'Résidence Les Érables']),
        );
        const paged = await call('GET', 'facilities/manager?page=0&pageSize=5&sort=city');
        expect((paged.json.facilities as Facility[]).length).toBe(5);
        expect(paged.json.total).toBeGreaterThanOrEqual(11);
        expect((paged.json.provStates as unknown[]).length).toBe(13 + 51);
        expect(paged.json.countries).toEqual([
          { id: 1, description: 'Canada' },
          { id: 2, description: 'United States' },
        ]);
        const filtered = await call('POST', 'facilities', { filter: { search: 'gaspé' } });
        expect((filtered.json.facilities as Facility[]).map((f) => f.name)).toEqual(['Gaspé Lodge']);
      });

      it('refuses to delete a facility that hosts kiosks, listing their serial numbers, or that has a domain', async () => {
        const maple = await facilityNamed('Maple Grove Residence');
        const kiosks = (await call('GET', `kiosks/facility/${maple.id}`)).json.kiosks as Array<{
          serialNumber: string;
        }>;
        expect(kiosks.map((k) => k.serialNumber)).toEqual(['AB21-100000', 'AB22-100001', 'GN-100002']);
        expect(await call('DELETE', `facilities/${maple.id}`)).toEqual(
          refused(
            422,
            'Maple Grove Residence still hosts kiosks AB21-100000, AB22-100001, GN-100002. Please delete or move them first.',
          ),
        );
        const harbor = (await organizations()).find((o) => o.name === 'Harbor Senior Living') as Organization;
        const tied = await newFacility('Tied House');
        await call('POST', 'domains', {
          organizationId: harbor.id,
          name: 'Tied Region',
          description: '',
          facilityIds: [tied.id],
        });
        expect(await call('DELETE', `facilities/${tied.id}`)).toEqual(
          refused(
            422,
            'Tied House is still assigned to the domain Tied Region. Please unassign it from the domain first.',
          ),
        );
      });

      it('moves a facility between domains and deletes a free one', async () => {
        const moving = await newFacility('Moving House');
        const staying = await newFacility('Staying House');
        const harbor = (await organizations()).find((o) => o.name === 'Harbor Senior Living') as Organization;
        const first = (
          await call('POST', 'domains', {
            organizationId: harbor.id,
            name: 'First Region',
            description: '',
            facilityIds: [moving.id, staying.id],
          })
        ).json.domain as Domain;
        const pacific = await domainNamed('Pacific States');
        const moved = await call('PUT', `facilities/${moving.id}`, { ...moving, domainId: pacific.id });
        expect((moved.json.facility as Facility).domainName).toBe('Pacific States');
        expect((await call('GET', `domains/${first.id}`)).json.domain).toMatchObject({
          facilityIds: [staying.id],
        });
        await call('PUT', `facilities/${moving.id}`, { ...moving, domainId: null });
        expect(await call('DELETE', `facilities/${moving.id}`)).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null },
        });
        expect((await call('GET', `facilities/${moving.id}`)).json).toEqual({
          errorSeverity: 1,
          errorMessage: 'This facility no longer exists.',
        });
      });

      it("refuses to take a domain's only facility away, to another domain or to none, and appends nothing", async () => {
        const harbor = (await organizations()).find((o) => o.name === 'Harbor Senior Living') as Organization;
        const only = await newFacility('Only House');
        const region = (
          await call('POST', 'domains', {
            organizationId: harbor.id,
            name: 'Only Region',
            description: '',
            facilityIds: [only.id],
          })
        ).json.domain as Domain;
        const pacific = await domainNamed('Pacific States');
        const before = await head();
        const message =
          'Only House is the only facility of the domain Only Region, and a domain needs one. Add another facility to Only Region first.';
        expect(await call('PUT', `facilities/${only.id}`, { ...only, domainId: pacific.id })).toEqual(
          refused(422, message),
        );
        expect(await call('PUT', `facilities/${only.id}`, { ...only, domainId: 0 })).toEqual(
          refused(422, message),
        );
        expect(await call('PUT', `facilities/${only.id}`, { ...only, domainId: null }, adminFr)).toEqual(
          refused(
            422,
            'Only House est le seul établissement du domaine Only Region, et un domaine en a besoin d’un. Ajoutez d’abord un autre établissement à Only Region.',
          ),
        );
        expect(await head()).toBe(before);
        expect((await facilityNamed('Only House')).domainId).toBe(region.id);
        // Its address may still change, in its domain.
        const edited = await call('PUT', `facilities/${only.id}`, {
          ...only,
          domainId: region.id,
          city: 'Kingston',
        });
        expect(edited.json.facility).toMatchObject({ city: 'Kingston', domainName: 'Only Region' });
        // Once the domain has another facility, it may go.
        const second = await newFacility('Second House');
        await call('PUT', `domains/${region.id}`, { ...region, facilityIds: [only.id, second.id] });
        const moved = await call('PUT', `facilities/${only.id}`, { ...only, domainId: pacific.id });
        expect((moved.json.facility as Facility).domainName).toBe('Pacific States');
      });
    });

    describe('names (decision 0011)', () => {
      it('accepts real French and English place names, digits included, for organizations, domains and facilities', async () => {
        const org = await call('POST', 'organizations', { name: "St. John's Care (Est)" });
        expect(org.json.organization).toMatchObject({ name: "St. John's Care (Est)" });
        const facility = await newFacility('Résidence 2');
        expect(facility.name).toBe('Résidence 2');
        const domain = await call('POST', 'domains', {
          organizationId: (org.json.organization as Organization).id,
          name: 'Saint-Jean Nord',
          description: '',
          facilityIds: [facility.id],
        });
        expect(domain.status).toBe(200);
        expect(domain.json.domain).toMatchObject({
          name: 'Saint-Jean Nord',
          assignedFacilities: 'Résidence 2',
        });
      });

      it('refuses markup and symbols in the same words for every place, in English and French, and appends nothing', async () => {
        const before = await head();
        expect(await call('POST', 'organizations', { name: '  <Acme> Care  ' })).toEqual(
          refused(422, PLACE_REFUSAL),
        );
        expect(await call('POST', 'organizations', { name: '&lt;Acme&gt; Care' })).toEqual(
          refused(422, PLACE_REFUSAL),
        );
        expect(
          await call('POST', 'facilities', {
            name: 'Care!',
            street: '',
            city: '',
            countryId: null,
            domainId: null,
          }),
        ).toEqual(refused(422, PLACE_REFUSAL));
        expect(await call('POST', 'organizations', { name: 'Soins: Nord' }, adminFr)).toEqual(
          refused(
            422,
            "Un nom peut contenir des lettres, des chiffres, des espaces et - ' . , & ( ) / #, et commence par une lettre ou un chiffre",
          ),
        );
        expect(await head()).toBe(before);
      });

      it('refuses a second organization of the same name, whatever its case, accents and spacing', async () => {
        const first = (await call('POST', 'organizations', { name: 'Soins Côté' })).json
          .organization as Organization;
        const before = await head();
        for (const name of ['Soins Côté', ' soins  COTE ', 'Soins Cote']) {
          expect(await call('POST', 'organizations', { name })).toEqual(
            refused(409, 'An organization named Soins Côté already exists.'),
          );
        }
        expect(await call('POST', 'organizations', { name: 'SOINS CÔTÉ' }, adminFr)).toEqual(
          refused(409, 'Une organisation nommée Soins Côté existe déjà.'),
        );
        const harbor = (await organizations()).find((o) => o.name === 'Harbor Senior Living') as Organization;
        expect(await call('PUT', `organizations/${harbor.id}`, { name: 'soins côté' })).toEqual(
          refused(409, 'An organization named Soins Côté already exists.'),
        );
        expect(await head()).toBe(before);
        expect((await organizations()).filter((o) => o.name === 'Soins Côté')).toHaveLength(1);
        // A new case of its own name, and a name only near another, are fine.
        const recased = await call('PUT', `organizations/${first.id}`, { name: 'SOINS CÔTÉ' });
        expect((recased.json.organization as Organization).name).toBe('SOINS CÔTÉ');
        expect((await call('POST', 'organizations', { name: 'Soins Côté Sud' })).status).toBe(200);
      });
    });
  });
}
