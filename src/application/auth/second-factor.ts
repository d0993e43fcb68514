/**
 * `boutique account second-factor status|setup|confirm` and `boutique admin staff
 * reset-second-factor` (issue 36): a staff member enrols an authenticator app, and the admin resets
 * a lost one. Signed out, a 403 (a customer, or not an admin), a 409 (enrolled already) and a 400
 * (a wrong first code) come back as values.
 */
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { SecondFactorApi, SecondFactorStatus, TotpEnrolment } from '../ports/second-factor-api';

export class ShowSecondFactor {
  constructor(
    private readonly api: SecondFactorApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<AdminOutcome<{ kind: 'found'; status: SecondFactorStatus }>> {
    return asSupport(this.tokens, () => this.api.status(), (status) => ({ kind: 'found' as const, status }));
  }
}

export class StartTotpEnrolment {
  constructor(
    private readonly api: SecondFactorApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<AdminOutcome<{ kind: 'started'; enrolment: TotpEnrolment }>> {
    return asSupport(this.tokens, () => this.api.startTotp(), (enrolment) => ({ kind: 'started' as const, enrolment }));
  }
}

export class ConfirmTotpEnrolment {
  constructor(
    private readonly api: SecondFactorApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(code: string): Promise<AdminOutcome<{ kind: 'enrolled'; recoveryCodes: string[] }>> {
    return asSupport(this.tokens, () => this.api.confirmTotp(code.trim()), ({ recoveryCodes }) => ({ kind: 'enrolled' as const, recoveryCodes }));
  }
}

export class ResetStaffSecondFactor {
  constructor(
    private readonly api: SecondFactorApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(email: string): Promise<AdminOutcome<{ kind: 'done'; email: string; hadSecondFactor: boolean }>> {
    return asSupport(this.tokens, () => this.api.reset(email), (reset) => ({ kind: 'done' as const, ...reset }));
  }
}
