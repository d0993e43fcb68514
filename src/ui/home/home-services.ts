import type { HomePage } from '../../application/home/get-home-page';

/** The home page's content (with the init answer it is built on). */
export interface HomeServices {
  getHomePage(): Promise<HomePage>;
}
