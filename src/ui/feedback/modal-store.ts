import { makeAutoObservable } from 'mobx';

/** SPEC §2 "Modals" that the shell opens (the others come with their features). */
export type ModalName = 'outlet' | 'local-storage' | 'newsletter' | 'connect' | 'forgotten-password';

/** Which modal is open (one at a time), per name (SPEC §4 "modal open/closed per name"). */
export class ModalStore {
  current: ModalName | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(name: ModalName): void {
    this.current = name;
  }

  close(name?: ModalName): void {
    if (name === undefined || this.current === name) this.current = null;
  }

  isOpen(name: ModalName): boolean {
    return this.current === name;
  }
}
