import { deviceFingerprint } from '../../../dataProvider/device';

describe('the `device` header (S16): a stable device fingerprint', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('[S16] is made once, kept in local storage and given again', () => {
    const id = deviceFingerprint();
    expect(id).toMatch(/^[0-9a-f]{8}[0-9a-z]+$/);
    expect(localStorage.getItem('blind.device')).toBe(id);
    expect(deviceFingerprint()).toBe(id);
  });

  it('differs between two browsers with the same traits (its random part)', () => {
    const first = deviceFingerprint();
    localStorage.clear();
    expect(deviceFingerprint()).not.toBe(first);
  });

  it("makes no Intl.DateTimeFormat: on a first visit its locale data cost ~50 ms before the login page's first call (issue 8)", () => {
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    deviceFingerprint();
    expect(format).not.toHaveBeenCalled();
  });
});
