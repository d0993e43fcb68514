import type { AuthApi } from '../ports/auth-api';
import type { CustomerSession } from '../ports/customer-session-store';
import { refusal, type Refused } from './signed-in';
import type { StartSession } from './start-session';

export type AutoconnectResult = { kind: 'signed-in'; session: CustomerSession } | { kind: 'invalid-link' } | Refused;

/** `/autoconnect`: a single-use link from a mail signs its customer in (valid one hour). */
export class Autoconnect {
  constructor(
    private readonly auth: AuthApi,
    private readonly startSession: StartSession,
  ) {}

  async execute(linkToken: string): Promise<AutoconnectResult> {
    const trimmed = linkToken.trim();
    if (trimmed === '') return { kind: 'invalid-link' };
    let answer;
    try {
      answer = await this.auth.autoconnect(trimmed);
    } catch (error) {
      return refusal(error, [400, 401, 404, 410, 429]);
    }
    return { kind: 'signed-in', session: await this.startSession.execute(answer, 'customLocal') };
  }
}
