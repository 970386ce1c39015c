import { passwordErrors } from '../../../../src/features/account/passwordModel';
import { translators } from '../../../support/translators';

describe('change password', async () => {
  const t = await translators();

  it('[V26] a new password under 6 characters → "password must be at least 6 characters" / "密码至少6位"', () => {
    const errors = passwordErrors({
      old_password: 'demo123',
      password: '12345',
      password_confirmation: '12345',
    });
    expect(t.en(errors.password ?? '')).toBe('password must be at least 6 characters');
    expect(t.zh(errors.password ?? '')).toBe('密码至少6位');
  });

  it('the confirmation must match', () => {
    const errors = passwordErrors({
      old_password: 'a',
      password: '123456',
      password_confirmation: '1234567',
    });
    expect(errors).toEqual({ password_confirmation: 'app.user_center.password_mismatch' });
  });

  it('all fields are required; a valid form has no errors', () => {
    expect(
      Object.keys(passwordErrors({ old_password: '', password: '', password_confirmation: '' })).sort(),
    ).toEqual(['old_password', 'password', 'password_confirmation']);
    expect(
      passwordErrors({ old_password: 'demo123', password: '123456', password_confirmation: '123456' }),
    ).toEqual({});
  });
});
