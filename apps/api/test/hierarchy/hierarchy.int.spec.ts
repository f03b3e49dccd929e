import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Domain, Facility, Organization } from '@ambient/core';
import { systemContext } from '@ambient/event-sourcing';
import { UserCommandMessage } from '../../src/users/user.commands.js';
import { UsersReader } from '../../src/users/users.reader.js';
import { refusal, eventHead } from '../support/api-calls.js';
import { findIn, having, typedApi, type TypedApi } from '../support/typed-api.js';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

const PLACE_REFUSAL =
  "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit";

for (const engine of featureEngines()) {
  describe(`organizations, domains and facilities on ${engine.name}`, () => {
    let api: RunningApi;
    let admin: string;
    let kioskManager: string;
    let adminFr: string;
    let typed: TypedApi;
    const head = (): Promise<bigint> => eventHead(api);
    const refused = (status: number, errorMessage: string) => refusal(status, errorMessage);

    const organizations = async (): Promise<Organization[]> =>
      (await typed.get('/api/organizations/manager', { token: admin })).json.organizations;
    /** An organization added by `token` (the admin unless told). */
    const createOrganization = (name: string, token = admin) =>
      typed.post('/api/organizations', { body: { name }, token });
    const removeOrganization = (id: number) =>
      typed.delete('/api/organizations/{id}', { path: { id }, token: admin });
    const deleteCheck = (id: number) =>
      typed.get('/api/organizations/{id}/delete-check', { path: { id }, token: admin });
    const domains = async (): Promise<Domain[]> =>
      (await typed.get('/api/domains/manager', { token: admin })).json.domains;
    const facilities = async (): Promise<Facility[]> =>
      (await typed.get('/api/facilities', { token: admin })).json.facilities;
    const facilityNamed = async (name: string): Promise<Facility> =>
      findIn(await facilities(), (f) => f.name === name);
    const domainNamed = async (name: string): Promise<Domain> =>
      findIn(await domains(), (d) => d.name === name);
    const newFacility = async (name: string, domainId: number | null = null): Promise<Facility> => {
      const created = await typed.post('/api/facilities', {
        body: {
          name,
          street: '1 Test Road',
          city: 'Ottawa',
          countryId: 1,
          provStateId: 9,
          domainId,
        },
        token: admin,
      });
      expect(created.status).toBe(200);
      return having(created.json, 'facility').facility;
    };
    /** A domain of `organizationId` holding `facilityIds`, added as the admin, without a description. */
    const newDomain = async (
      organizationId: number,
      name: string,
      facilityIds: number[],
    ): Promise<Domain> => {
      const created = await typed.post('/api/domains', {
        body: { organizationId, name, description: '', facilityIds },
        token: admin,
      });
      expect(created.status).toBe(200);
      return created.json.domain;
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
      typed = typedApi(api.url);
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
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    describe('permissions', () => {
      const body = { name: 'Sneaky' };
      const id = { id: 1 };
      it.each([
        [
          'GET',
          'organizations/manager',
          () => typed.get('/api/organizations/manager', { token: kioskManager }),
        ],
        ['POST', 'organizations', () => typed.post('/api/organizations', { body, token: kioskManager })],
        [
          'PUT',
          'organizations/1',
          () => typed.put('/api/organizations/{id}', { path: id, body, token: kioskManager }),
        ],
        [
          'DELETE',
          'organizations/1',
          () => typed.delete('/api/organizations/{id}', { path: id, token: kioskManager }),
        ],
        [
          'GET',
          'organizations/1/delete-check',
          () => typed.get('/api/organizations/{id}/delete-check', { path: id, token: kioskManager }),
        ],
        ['GET', 'domains/manager', () => typed.get('/api/domains/manager', { token: kioskManager })],
        ['POST', 'domains', () => typed.post('/api/domains', { body, token: kioskManager })],
        ['PUT', 'domains/1', () => typed.put('/api/domains/{id}', { path: id, body, token: kioskManager })],
        ['DELETE', 'domains/1', () => typed.delete('/api/domains/{id}', { path: id, token: kioskManager })],
        [
          'GET',
          'domains/1/managers',
          () => typed.get('/api/domains/{id}/managers', { path: id, token: kioskManager }),
        ],
        ['GET', 'facilities', () => typed.get('/api/facilities', { token: kioskManager })],
        ['POST', 'facilities', () => typed.post('/api/facilities', { body, token: kioskManager })],
        ['GET', 'facilities/manager', () => typed.get('/api/facilities/manager', { token: kioskManager })],
        [
          'PUT',
          'facilities/1',
          () => typed.put('/api/facilities/{id}', { path: id, body, token: kioskManager }),
        ],
        [
          'DELETE',
          'facilities/1',
          () => typed.delete('/api/facilities/{id}', { path: id, token: kioskManager }),
        ],
        [
          'GET',
          'kiosks/facility/1',
          () => typed.get('/api/kiosks/facility/{id}', { path: id, token: kioskManager }),
        ],
      ])('%s %s is refused to a kiosk manager and appends nothing', async (_method, _path, call) => {
        const before = await head();
        const { status, json } = await call();
        expect(status).toBe(403);
        expect(json).toEqual({ errorSeverity: 1, errorMessage: 'You are not allowed to do this.' });
        expect(await head()).toBe(before);
      });
    });

    describe('organizations', () => {
      it('refuses a missing or too long name and appends nothing', async () => {
        const before = await head();
        expect(await createOrganization('   ')).toEqual(refused(422, 'Name is required'));
        expect(await createOrganization('x'.repeat(201))).toEqual(
          refused(422, 'Name must be 200 characters or less'),
        );
        expect(await createOrganization('', adminFr)).toEqual(refused(422, 'Le nom est obligatoire'));
        expect(await head()).toBe(before);
      });

      it('creates with the name normalized, lists it, pages and renames it', async () => {
        const created = await createOrganization('  Acme   Care  ');
        expect(created.status).toBe(200);
        const { organization } = created.json;
        expect(organization).toMatchObject({ name: 'Acme Care', domains: [] });
        expect(organization.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect((await organizations()).map((o) => o.name)).toContain('Acme Care');
        const page = await typed.get('/api/organizations/manager', {
          query: { page: 0, pageSize: 2, sort: '-name' },
          token: admin,
        });
        expect(page.json.total).toBe(3);
        expect(page.json.organizations.map((o) => o.name)).toEqual([
          'Northern Lights Care Group',
          'Harbor Senior Living',
        ]);
        const searched = await typed.get('/api/organizations/manager', {
          query: { search: 'harbor' },
          token: admin,
        });
        expect(searched.json.organizations.map((o) => o.name)).toEqual(['Harbor Senior Living']);
        // The spec's payload (id, name, createDate): the route names the organization, its date stays.
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        const renamed = await typed.put('/api/organizations/{id}', {
          path: { id: organization.id },
          body: { id: harbor.id, name: 'Acme Care & Co.', createDate: '2001-01-01T00:00:00.000Z' },
          token: admin,
        });
        expect(renamed.json.organization.name).toBe('Acme Care & Co.');
        expect(renamed.json.organization.createDate).toBe(organization.createDate);
        expect(findIn(await organizations(), (o) => o.id === harbor.id).name).toBe('Harbor Senior Living');
      });

      it('blocks a delete while facilities are assigned, with the plural and singular forms', async () => {
        const northern = findIn(await organizations(), (o) => o.name === 'Northern Lights Care Group');
        const before = await head();
        const message =
          'Northern Lights Care Group still has 6 Facilities assigned to it. Please unassign the facilities first.';
        expect(await removeOrganization(northern.id)).toEqual(refused(422, message));
        // The pre-check refuses exactly as the delete does.
        expect(await deleteCheck(northern.id)).toEqual(refused(422, message));
        expect(await head()).toBe(before);

        const single = (await createOrganization('Solo Homes')).json.organization;
        const facility = await newFacility('Solo House');
        await newDomain(single.id, 'Solo Region', [facility.id]);
        expect(await removeOrganization(single.id)).toEqual(
          refused(422, 'Solo Homes still has 1 Facility assigned to it. Please unassign the facility first.'),
        );
      });

      it('checks facilities before domain managers, then reports the managers, then deletes with its domains', async () => {
        const org = (await createOrganization('Ordered Care')).json.organization;
        const facility = await newFacility('Ordered House');
        const domain = await newDomain(org.id, 'Ordered Region', [facility.id]);
        await assignDomains('ambient|demo-3', [domain.id]);
        await assignDomains('ambient|demo-7', [domain.id]);
        expect((await removeOrganization(org.id)).json.errorMessage).toBe(
          'Ordered Care still has 1 Facility assigned to it. Please unassign the facility first.',
        );
        await typed.put('/api/facilities/{id}', {
          path: { id: facility.id },
          body: { ...facility, domainId: 0 },
          token: admin,
        });
        expect(await removeOrganization(org.id)).toEqual(
          refused(
            422,
            'Ordered Care still has 2 Domain Managers assigned to it. Please unassign the users first.',
          ),
        );
        await assignDomains('ambient|demo-7', []);
        expect((await removeOrganization(org.id)).json.errorMessage).toBe(
          'Ordered Care still has 1 Domain Manager assigned to it. Please unassign the user first.',
        );
        await assignDomains('ambient|demo-3', []);
        expect((await deleteCheck(org.id)).json).toEqual({
          allowed: true,
          errorSeverity: null,
          errorMessage: null,
        });
        expect(await removeOrganization(org.id)).toEqual({
          status: 200,
          json: { errorSeverity: null, errorMessage: null },
        });
        expect((await organizations()).some((o) => o.id === org.id)).toBe(false);
        expect((await domains()).some((d) => d.id === domain.id)).toBe(false);
        expect((await typed.get('/api/domains/{id}', { path: { id: domain.id }, token: admin })).status).toBe(
          404,
        );
      });
    });

    describe('domains', () => {
      it('refuses each broken rule with its message and appends nothing', async () => {
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        const free = await newFacility('Free House');
        const valid = {
          organizationId: harbor.id,
          name: 'Gulf States',
          description: 'Texas',
          facilityIds: [free.id],
        };
        const before = await head();
        expect(
          await typed.post('/api/domains', { body: { ...valid, organizationId: 0 }, token: admin }),
        ).toEqual(refused(422, 'Organization is required'));
        expect(await typed.post('/api/domains', { body: { ...valid, name: ' ' }, token: admin })).toEqual(
          refused(422, 'Name is required'),
        );
        expect(
          await typed.post('/api/domains', { body: { ...valid, name: 'x'.repeat(201) }, token: admin }),
        ).toEqual(refused(422, 'Name must be 200 characters or less'));
        expect(
          await typed.post('/api/domains', { body: { ...valid, name: 'Region <5>' }, token: admin }),
        ).toEqual(refused(422, PLACE_REFUSAL));
        expect(
          await typed.post('/api/domains', { body: { ...valid, facilityIds: [] }, token: admin }),
        ).toEqual(refused(422, 'Choose at least one facility'));
        const maple = await facilityNamed('Maple Grove Residence');
        expect(
          await typed.post('/api/domains', { body: { ...valid, facilityIds: [maple.id] }, token: admin }),
        ).toEqual(refused(409, 'Maple Grove Residence already belongs to the domain Central Canada.'));
        expect(await head()).toBe(before);
      });

      it('assigns its facilities on create, answers the spec fields, and frees them on delete', async () => {
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        const a = await newFacility('Alpha House');
        const b = await newFacility('Beta House');
        const created = await typed.post('/api/domains', {
          body: {
            organizationId: harbor.id,
            name: 'Great Lakes',
            description: '<i>North</i>',
            facilityIds: [b.id, a.id],
          },
          token: admin,
        });
        const domain = created.json.domain;
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
        const updated = await typed.put('/api/domains/{id}', {
          path: { id: domain.id },
          body: { ...domain, facilityIds: [a.id] },
          token: admin,
        });
        expect(updated.json.domain.assignedFacilities).toBe('Alpha House');
        expect((await facilityNamed('Beta House')).domainId).toBeNull();
        expect(await typed.delete('/api/domains/{id}', { path: { id: domain.id }, token: admin })).toEqual({
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
        expect(
          (await typed.get('/api/domains/{id}/managers', { path: { id: central.id }, token: admin })).json
            .users,
        ).toEqual([{ id: 'ambient|domainManager', name: 'Denis Tremblay' }]);
        const filtered = await typed.get('/api/domains/manager', {
          query: { organizationId: central.organizationId },
          token: admin,
        });
        expect(filtered.json.domains.map((d) => d.name).sort()).toEqual(['Central Canada', 'Western Canada']);
        expect(filtered.json.organizations.length).toBeGreaterThanOrEqual(2);
        expect(filtered.json.facilities.length).toBeGreaterThanOrEqual(10);
      });

      it('refuses to delete a domain with managers, listing them, and the last domain of an organization', async () => {
        const central = await domainNamed('Central Canada');
        expect(await typed.delete('/api/domains/{id}', { path: { id: central.id }, token: admin })).toEqual(
          refused(
            422,
            'Central Canada still has domain managers assigned: Denis Tremblay. Please unassign them first.',
          ),
        );
        const org = (await typed.post('/api/organizations', { body: { name: 'Lonely Care' }, token: admin }))
          .json.organization;
        const facility = await newFacility('Lonely House');
        const only = await newDomain(org.id, 'Lonely Region', [facility.id]);
        expect(await typed.delete('/api/domains/{id}', { path: { id: only.id }, token: admin })).toEqual(
          refused(422, "Could not delete Lonely Region because it's the last domain in the organization."),
        );
        expect(
          await typed.get('/api/domains/{id}/delete-check', { path: { id: only.id }, token: adminFr }),
        ).toEqual(
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
        expect(await typed.post('/api/facilities', { body: { ...valid, name: '' }, token: admin })).toEqual(
          refused(422, 'Name is required'),
        );
        expect(
          await typed.post('/api/facilities', { body: { ...valid, name: 'x'.repeat(51) }, token: admin }),
        ).toEqual(refused(422, 'Name must be 50 characters or less'));
        expect(
          await typed.post('/api/facilities', { body: { ...valid, street: 's'.repeat(101) }, token: admin }),
        ).toEqual(refused(422, 'Street cannot exceed 100 characters'));
        expect(
          await typed.post('/api/facilities', { body: { ...valid, city: 'c'.repeat(101) }, token: admin }),
        ).toEqual(refused(422, 'City cannot exceed 100 characters'));
        expect(
          await typed.post('/api/facilities', { body: { ...valid, countryId: 3 }, token: admin }),
        ).toEqual(refused(422, 'Country must be Canada or United States'));
        // Quebec (11) is not a state of the United States: changing the country clears the province.
        expect(
          await typed.post('/api/facilities', { body: { ...valid, countryId: 2 }, token: admin }),
        ).toEqual(refused(422, 'Choose a province or state of the chosen country'));
        expect(await head()).toBe(before);
      });

      it('adds with domain 0 as no domain, answers the spec fields, and searches by province', async () => {
        const { facility: created } = having(
          (
            await typed.post('/api/facilities', {
              body: {
                name: 'Gaspé Lodge',
                street: '5 Bay Road',
                city: 'Gaspé',
                countryId: 1,
                provStateId: 11,
                domainId: 0,
              },
              token: admin,
            })
          ).json,
          'facility',
        );
        expect(created).toMatchObject({
          domainId: null,
          domainName: null,
          provState: 'QC',
          geographicalDescription: 'Gaspé, QC',
          code: expect.stringMatching(/^F\d{4}$/),
        });
        const byProvince = await typed.get('/api/facilities', { query: { search: 'qc' }, token: admin });
        expect(byProvince.json.facilities.map((f) => f.name)).toEqual(
          expect.arrayContaining(['Gaspé Lodge', 'Résidence Les Érables']),
        );
        const paged = await typed.get('/api/facilities/manager', {
          query: { page: 0, pageSize: 5, sort: 'city' },
          token: admin,
        });
        expect(paged.json.facilities.length).toBe(5);
        expect(paged.json.total).toBeGreaterThanOrEqual(11);
        expect(paged.json.provStates.length).toBe(13 + 51);
        expect(paged.json.countries).toEqual([
          { id: 1, description: 'Canada' },
          { id: 2, description: 'United States' },
        ]);
        const filtered = await typed.post('/api/facilities', {
          body: { filter: { search: 'gaspé' } },
          token: admin,
        });
        expect(having(filtered.json, 'facilities').facilities.map((f) => f.name)).toEqual(['Gaspé Lodge']);
      });

      it('refuses to delete a facility that hosts kiosks, listing their serial numbers, or that has a domain', async () => {
        const maple = await facilityNamed('Maple Grove Residence');
        const kiosks = (
          await typed.get('/api/kiosks/facility/{id}', { path: { id: maple.id }, token: admin })
        ).json.kiosks;
        expect(kiosks.map((k) => k.serialNumber)).toEqual(['AB21-100000', 'AB22-100001', 'GN-100002']);
        expect(await typed.delete('/api/facilities/{id}', { path: { id: maple.id }, token: admin })).toEqual(
          refused(
            422,
            'Maple Grove Residence still hosts kiosks AB21-100000, AB22-100001, GN-100002. Please delete or move them first.',
          ),
        );
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        const tied = await newFacility('Tied House');
        await newDomain(harbor.id, 'Tied Region', [tied.id]);
        expect(await typed.delete('/api/facilities/{id}', { path: { id: tied.id }, token: admin })).toEqual(
          refused(
            422,
            'Tied House is still assigned to the domain Tied Region. Please unassign it from the domain first.',
          ),
        );
      });

      it('moves a facility between domains and deletes a free one', async () => {
        const moving = await newFacility('Moving House');
        const staying = await newFacility('Staying House');
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        const first = await newDomain(harbor.id, 'First Region', [moving.id, staying.id]);
        const pacific = await domainNamed('Pacific States');
        const moved = await typed.put('/api/facilities/{id}', {
          path: { id: moving.id },
          body: { ...moving, domainId: pacific.id },
          token: admin,
        });
        expect(moved.json.facility.domainName).toBe('Pacific States');
        expect(
          (await typed.get('/api/domains/{id}', { path: { id: first.id }, token: admin })).json.domain,
        ).toMatchObject({
          facilityIds: [staying.id],
        });
        await typed.put('/api/facilities/{id}', {
          path: { id: moving.id },
          body: { ...moving, domainId: null },
          token: admin,
        });
        expect(await typed.delete('/api/facilities/{id}', { path: { id: moving.id }, token: admin })).toEqual(
          {
            status: 200,
            json: { errorSeverity: null, errorMessage: null },
          },
        );
        expect(
          (await typed.get('/api/facilities/{id}', { path: { id: moving.id }, token: admin })).json,
        ).toEqual({
          errorSeverity: 1,
          errorMessage: 'This facility no longer exists.',
        });
      });

      it("refuses to take a domain's only facility away, to another domain or to none, and appends nothing", async () => {
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        const only = await newFacility('Only House');
        const region = await newDomain(harbor.id, 'Only Region', [only.id]);
        const pacific = await domainNamed('Pacific States');
        const before = await head();
        const message =
          'Only House is the only facility of the domain Only Region, and a domain needs one. Add another facility to Only Region first.';
        expect(
          await typed.put('/api/facilities/{id}', {
            path: { id: only.id },
            body: { ...only, domainId: pacific.id },
            token: admin,
          }),
        ).toEqual(refused(422, message));
        expect(
          await typed.put('/api/facilities/{id}', {
            path: { id: only.id },
            body: { ...only, domainId: 0 },
            token: admin,
          }),
        ).toEqual(refused(422, message));
        expect(
          await typed.put('/api/facilities/{id}', {
            path: { id: only.id },
            body: { ...only, domainId: null },
            token: adminFr,
          }),
        ).toEqual(
          refused(
            422,
            'Only House est le seul établissement du domaine Only Region, et un domaine en a besoin d’un. Ajoutez d’abord un autre établissement à Only Region.',
          ),
        );
        expect(await head()).toBe(before);
        expect((await facilityNamed('Only House')).domainId).toBe(region.id);
        // Its address may still change, in its domain.
        const edited = await typed.put('/api/facilities/{id}', {
          path: { id: only.id },
          body: {
            ...only,
            domainId: region.id,
            city: 'Kingston',
          },
          token: admin,
        });
        expect(edited.json.facility).toMatchObject({ city: 'Kingston', domainName: 'Only Region' });
        // Once the domain has another facility, it may go.
        const second = await newFacility('Second House');
        await typed.put('/api/domains/{id}', {
          path: { id: region.id },
          body: { ...region, facilityIds: [only.id, second.id] },
          token: admin,
        });
        const moved = await typed.put('/api/facilities/{id}', {
          path: { id: only.id },
          body: { ...only, domainId: pacific.id },
          token: admin,
        });
        expect(moved.json.facility.domainName).toBe('Pacific States');
      });
    });

    describe('names (decision 0011)', () => {
      it('accepts real French and English place names, digits included, for organizations, domains and facilities', async () => {
        const org = await typed.post('/api/organizations', {
          body: { name: "St. John's Care (Est)" },
          token: admin,
        });
        expect(org.json.organization).toMatchObject({ name: "St. John's Care (Est)" });
        const facility = await newFacility('Résidence 2');
        expect(facility.name).toBe('Résidence 2');
        const domain = await newDomain(org.json.organization.id, 'Saint-Jean Nord', [facility.id]);
        expect(domain).toMatchObject({
          name: 'Saint-Jean Nord',
          assignedFacilities: 'Résidence 2',
        });
      });

      it('refuses markup and symbols in the same words for every place, in English and French, and appends nothing', async () => {
        const before = await head();
        expect(
          await typed.post('/api/organizations', { body: { name: '  <Acme> Care  ' }, token: admin }),
        ).toEqual(refused(422, PLACE_REFUSAL));
        expect(
          await typed.post('/api/organizations', { body: { name: '&lt;Acme&gt; Care' }, token: admin }),
        ).toEqual(refused(422, PLACE_REFUSAL));
        expect(
          await typed.post('/api/facilities', {
            body: {
              name: 'Care!',
              street: '',
              city: '',
              countryId: null,
              domainId: null,
            },
            token: admin,
          }),
        ).toEqual(refused(422, PLACE_REFUSAL));
        expect(
          await typed.post('/api/organizations', { body: { name: 'Soins: Nord' }, token: adminFr }),
        ).toEqual(
          refused(
            422,
            "Un nom peut contenir des lettres, des chiffres, des espaces et - ' . , & ( ) / #, et commence par une lettre ou un chiffre",
          ),
        );
        expect(await head()).toBe(before);
      });

      it('refuses a second organization of the same name, whatever its case, accents and spacing', async () => {
        const first = (await typed.post('/api/organizations', { body: { name: 'Soins Côté' }, token: admin }))
          .json.organization;
        const before = await head();
        for (const name of ['Soins Côté', ' soins  COTE ', 'Soins Cote']) {
          expect(await typed.post('/api/organizations', { body: { name }, token: admin })).toEqual(
            refused(409, 'An organization named Soins Côté already exists.'),
          );
        }
        expect(
          await typed.post('/api/organizations', { body: { name: 'SOINS CÔTÉ' }, token: adminFr }),
        ).toEqual(refused(409, 'Une organisation nommée Soins Côté existe déjà.'));
        const harbor = findIn(await organizations(), (o) => o.name === 'Harbor Senior Living');
        expect(
          await typed.put('/api/organizations/{id}', {
            path: { id: harbor.id },
            body: { name: 'soins côté' },
            token: admin,
          }),
        ).toEqual(refused(409, 'An organization named Soins Côté already exists.'));
        expect(await head()).toBe(before);
        expect((await organizations()).filter((o) => o.name === 'Soins Côté')).toHaveLength(1);
        // A new case of its own name, and a name only near another, are fine.
        const recased = await typed.put('/api/organizations/{id}', {
          path: { id: first.id },
          body: { name: 'SOINS CÔTÉ' },
          token: admin,
        });
        expect(recased.json.organization.name).toBe('SOINS CÔTÉ');
        expect(
          (await typed.post('/api/organizations', { body: { name: 'Soins Côté Sud' }, token: admin })).status,
        ).toBe(200);
      });
    });
  });
}
