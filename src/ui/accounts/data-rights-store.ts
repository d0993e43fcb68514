/**
 * "Download my data" and "Close my account" on the account home (GDPR art. 15, 17, 20): the use
 * cases call the shop; the view saves the file and, once closed, leaves the account pages.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { exportFileName } from '../../domain/accounts/data-rights';
import type { LocaleCode } from '../../domain/store/locales';
import { accountMessage, DEFAULT_FAILURE, failed, serverMessage, type FormOutcome } from '../forms/form-message';
import { report, type AccountStoreDeps } from './profile-store';

export interface DataFile {
  name: string;
  json: string;
}

export class DataRightsStore {
  downloading = false;
  closing = false;

  constructor(private readonly deps: AccountStoreDeps) {
    makeAutoObservable(this);
  }

  /** The file to save; null when the session ended (the store said so) or the shop failed. */
  async download(locale: LocaleCode): Promise<DataFile | null> {
    this.downloading = true;
    try {
      const result = await (await this.deps.useCases()).exportMyData.execute();
      if (result.kind === 'signed-out') {
        this.deps.auth.sessionExpired();
        return null;
      }
      return { name: exportFileName(locale, new Date(result.data.exportedAt)), json: JSON.stringify(result.data, null, 2) };
    } catch (error) {
      report(this.deps, error, 'Unable to download the data');
      return null;
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  async close(password: string): Promise<FormOutcome<'password'>> {
    this.closing = true;
    try {
      const result = await (await this.deps.useCases()).closeMyAccount.execute({ password });
      switch (result.kind) {
        case 'closed':
          this.deps.auth.sessionExpired();
          return { ok: true };
        case 'signed-out':
          this.deps.auth.sessionExpired();
          return failed(accountMessage('session-expired'));
        default:
          return failed(serverMessage(result.message));
      }
    } catch (error) {
      report(this.deps, error, 'Unable to close the account');
      return failed(DEFAULT_FAILURE);
    } finally {
      runInAction(() => (this.closing = false));
    }
  }
}
