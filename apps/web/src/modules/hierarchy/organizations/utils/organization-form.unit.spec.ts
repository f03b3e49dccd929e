import { describe, expect, it } from '@jest/globals';
import type { Organization } from '@ambient/core';
import {
  organizationFormOf,
  organizationPayloadOf,
  validateOrganizationForm,
} from './organization-form.util';

const organization: Organization = {
  id: 4,
  name: 'Harbor &lt;Senior&gt;',
  domains: [],
  createDate: '2025-01-01T00:00:00.000Z',
};

describe('the organization dialog (spec 01 §2.8, §5)', () => {
  it('needs a name of at most 200 characters as sent', () => {
    expect(validateOrganizationForm({ name: '   ' }).map((e) => e.key)).toEqual(['hierarchy.nameRequired']);
    expect(validateOrganizationForm({ name: 'a'.repeat(200) })).toEqual([]);
    expect(validateOrganizationForm({ name: 'a'.repeat(199) + '<' })).toEqual([
      { field: 'name', key: 'hierarchy.nameMaxChars', params: { max: 200 } },
    ]);
  });

  it('sends the name trimmed and escaped; an edit also sends id and createDate', () => {
    expect(organizationPayloadOf({ name: ' New <One> ' }, null)).toEqual({ name: 'New &lt;One&gt;' });
    expect(organizationPayloadOf(organizationFormOf(organization), organization)).toEqual({
      id: 4,
      name: 'Harbor &lt;Senior&gt;',
      createDate: '2025-01-01T00:00:00.000Z',
    });
    expect(organizationFormOf(organization).name).toBe('Harbor <Senior>');
  });
});
