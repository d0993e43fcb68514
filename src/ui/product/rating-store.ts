import { makeAutoObservable, runInAction } from 'mobx';
import type { RateProductResult } from '../../application/ratings/rate-product';
import type { ProductScores } from '../../domain/catalogue/product';
import { emptyDistribution, type MyRating, type PublicRating, type RatingRequest } from '../../domain/ratings/rating';
import type { RatingServices } from './rating-services';

export interface RatingStoreDeps {
  services: RatingServices;
  isSignedIn: () => boolean;
  /** SPEC §2 modal "connect": rating needs a connected user (SPEC §6). */
  openConnect: () => void;
}

/**
 * The product page's ratings: its scores (from the product detail, then from each save), the
 * comments (loaded once the section is in view), the rating-modal flag of SPEC §3 and the
 * signed-in customer's own rating that fills the modal.
 */
export class RatingStore {
  scores: Required<ProductScores>;
  comments: PublicRating[] = [];
  page = 0;
  pages = 1;
  loadingComments = false;
  commentsFailed = false;
  /** SPEC §3 root state's "rating-modal flag". */
  modalOpen = false;
  mine: MyRating | null = null;
  mineLoaded = false;

  constructor(readonly productId: number, scores: ProductScores, private readonly deps: RatingStoreDeps) {
    this.scores = { ...scores, distribution: scores.distribution ?? emptyDistribution() };
    makeAutoObservable<this, 'deps'>(this, { deps: false, productId: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.page < this.pages;
  }

  async loadComments(): Promise<void> {
    if (this.loadingComments || (this.page > 0 && !this.hasMore)) return;
    this.loadingComments = true;
    try {
      const next = await this.deps.services.list(this.productId, this.page + 1);
      runInAction(() => {
        this.comments = [...this.comments, ...next.ratings];
        this.page = next.page;
        this.pages = next.pages;
        this.commentsFailed = false;
      });
    } catch {
      runInAction(() => (this.commentsFailed = true));
    } finally {
      runInAction(() => (this.loadingComments = false));
    }
  }

  /** "Rate this product": the modal for a signed-in customer, the connect modal otherwise. */
  open(): void {
    if (!this.deps.isSignedIn()) {
      this.deps.openConnect();
      return;
    }
    this.modalOpen = true;
    if (!this.mineLoaded) void this.loadMine();
  }

  close(): void {
    this.modalOpen = false;
  }

  private async loadMine(): Promise<void> {
    try {
      const result = await this.deps.services.mine(this.productId);
      runInAction(() => {
        this.mine = result.kind === 'rated' ? result.rating : null;
        this.mineLoaded = true;
      });
    } catch {
      runInAction(() => (this.mineLoaded = true));
    }
  }

  async save(request: RatingRequest): Promise<RateProductResult> {
    const result = await this.deps.services.rate(this.productId, request);
    if (result.kind === 'saved') {
      runInAction(() => {
        this.mine = result.rating;
        this.scores = { ...result.scores, distribution: result.scores.distribution ?? emptyDistribution() };
        this.modalOpen = false;
        // The new comment shows first: read the first page again.
        this.comments = [];
        this.page = 0;
        this.pages = 1;
      });
      void this.loadComments();
    } else if (result.kind === 'signed-out') {
      runInAction(() => (this.modalOpen = false));
      this.deps.openConnect();
    }
    return result;
  }
}
