import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Passkey } from '../../domain/auth/passkeys';
import { serverMessage, type UiMessage } from '../forms/form-message';
import { report, type AccountStoreDeps } from './profile-store';

const key = (name: string): UiMessage => ({ kind: 'key', key: `passkeys.${name}` });

/** "Passkeys" of /account/modify-id: the account's passkeys, adding one from this device, removing one. */
export class PasskeysStore {
  passkeys: Passkey[] | null = null;
  /** This device can make a passkey (WebAuthn is there). */
  canAdd = false;
  loadFailed = false;
  adding = false;
  busyId: number | null = null;
  message: { text: UiMessage; tone: 'error' | 'success' } | null = null;

  constructor(private readonly deps: AccountStoreDeps) {
    makeAutoObservable<PasskeysStore, 'deps'>(this, { passkeys: observableRef, message: observableRef, deps: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const result = await (await this.deps.useCases()).listPasskeys.execute();
      if (result.kind === 'signed-out') return this.deps.auth.sessionExpired();
      runInAction(() => {
        this.passkeys = result.passkeys;
        this.canAdd = result.canAdd;
        this.loadFailed = false;
      });
    } catch (error) {
      report(this.deps, error, 'Unable to fetch the passkeys');
      runInAction(() => (this.loadFailed = true));
    }
  }

  async add(): Promise<void> {
    if (this.adding) return;
    this.adding = true;
    this.message = null;
    try {
      const result = await (await this.deps.useCases()).addPasskey.execute();
      runInAction(() => {
        if (result.kind === 'added') {
          this.passkeys = [result.passkey, ...(this.passkeys ?? [])];
          this.message = { text: key('added'), tone: 'success' };
        } else if (result.kind === 'cancelled') this.message = { text: key('cancelled'), tone: 'error' };
        else if (result.kind === 'unsupported') this.message = { text: key('unsupported'), tone: 'error' };
        else if (result.kind === 'refused') this.message = { text: serverMessage(result.message), tone: 'error' };
      });
      if (result.kind === 'signed-out') this.deps.auth.sessionExpired();
    } catch (error) {
      report(this.deps, error, 'Unable to add a passkey');
      runInAction(() => (this.message = { text: key('failed'), tone: 'error' }));
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  async remove(id: number): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = id;
    this.message = null;
    try {
      const result = await (await this.deps.useCases()).removePasskey.execute(id);
      runInAction(() => {
        if (result.kind === 'removed' || result.kind === 'not-found') {
          this.passkeys = (this.passkeys ?? []).filter((passkey) => passkey.id !== id);
          this.message = { text: key('removed'), tone: 'success' };
        }
      });
      if (result.kind === 'signed-out') this.deps.auth.sessionExpired();
    } catch (error) {
      report(this.deps, error, 'Unable to remove the passkey');
      runInAction(() => (this.message = { text: key('failed'), tone: 'error' }));
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
