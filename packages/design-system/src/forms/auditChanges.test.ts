import { auditChanges } from './auditChanges';

describe('audit changes', () => {
  it('lists only the fields that changed, with empty values named', () => {
    expect(
      auditChanges({
        before: { enabled: true, trigger_value: 50, notes: null, tags: [1] },
        after: { enabled: false, trigger_value: 50, notes: 'Dry year', tags: [1, 2] },
      }),
    ).toEqual([
      { field: 'enabled', from: 'true', to: 'false' },
      { field: 'notes', from: '(empty)', to: 'Dry year' },
      { field: 'tags', from: '[1]', to: '[1,2]' },
    ]);
  });

  it('shows every field of a created record as from empty', () => {
    expect(
      auditChanges({ before: null, after: { group_desc: 'Ditch riders', remark: null } }),
    ).toEqual([{ field: 'group_desc', from: '(empty)', to: 'Ditch riders' }]);
  });
});
