import { makeAutoObservable } from 'mobx';

/** Header UI state: which mega menu is open, the mobile menu, and the counters it shows. */
export class HeaderStore {
  openMenu: number | null = null;
  mobileMenuOpen = false;
  favouritesCount = 0;
  basketCount = 0;
  /** Bumped when a product is added: the header shows itself (SPEC §4). */
  forceShow = 0;
  accountMenuOpen = false;
  /** The country/language picker; opening it closes the basket dropdown, and the dropdown closes it. */
  countrySwitchOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  showMenu(index: number): void {
    this.openMenu = index;
  }

  hideMenu(index?: number): void {
    if (index === undefined || this.openMenu === index) this.openMenu = null;
  }

  toggleMenu(index: number): void {
    this.openMenu = this.openMenu === index ? null : index;
  }

  toggleMobileMenu(): void {
    this.mobileMenuOpen = !this.mobileMenuOpen;
  }

  closeMobileMenu(): void {
    this.mobileMenuOpen = false;
  }

  showHeader(): void {
    this.forceShow += 1;
  }

  setCountrySwitch(open: boolean): void {
    this.countrySwitchOpen = open;
  }

  closeCountrySwitch(): void {
    this.countrySwitchOpen = false;
  }

  setAccountMenu(open: boolean): void {
    this.accountMenuOpen = open;
  }
}
