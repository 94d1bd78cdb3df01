import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-diff.ts';

describe('the audit log shows what a write changed', () => {
  it('lists only the keys whose values differ', () => {
    expect(
      auditChanges(
        { role: 'orders', name: 'Ann', active: true },
        { role: 'owner', name: 'Ann', active: true },
      ),
    ).toEqual([{ path: 'role', before: 'orders', after: 'owner' }]);
  });

  it('follows nested objects as dotted paths', () => {
    expect(auditChanges({ totals: { total: 100, vat: 20 } }, { totals: { total: 80, vat: 20 } })).toEqual([
      { path: 'totals.total', before: 100, after: 80 },
    ]);
  });

  it('shows keys that appear or disappear', () => {
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { path: 'a', before: 1, after: undefined },
      { path: 'b', before: undefined, after: 2 },
    ]);
  });

  it('shows a whole creation when there was nothing before', () => {
    expect(auditChanges(null, { email: 'a@b.example' })).toEqual([
      { path: 'email', before: undefined, after: 'a@b.example' },
    ]);
  });

  it('compares arrays whole', () => {
    expect(auditChanges({ lines: [1, 2] }, { lines: [1, 3] })).toEqual([
      { path: 'lines', before: [1, 2], after: [1, 3] },
    ]);
  });

  it('writes values as text', () => {
    expect(auditValueText('owner')).toBe('owner');
    expect(auditValueText(14)).toBe('14');
    expect(auditValueText([1, 2])).toBe('[1,2]');
    expect(auditValueText(undefined)).toBe('');
    expect(auditValueText(null)).toBe('null');
  });
});
