import type { Clock } from '../../application/ports/clock';
import type { ProfileFile } from '../storage/profile-file';
import { MemoryCookieJar } from './memory-cookie-jar';

/** The CLI's cookies, kept with their expiry in the `cookies` section of the profile file. */
export class FileCookieJar extends MemoryCookieJar {
  constructor(
    private readonly profile: ProfileFile,
    clock?: Clock,
  ) {
    super(profile.read().cookies, clock);
  }

  protected override changed(): void {
    const cookies = this.snapshot();
    this.profile.update((data) => {
      data.cookies = cookies;
    });
  }
}
