/**
 * A number per slot for some of the slots, in arrays reused from one query token to the next:
 * a short prefix can score most of a large catalogue, and a Map of 60,000 entries per token is
 * what the garbage collector would then spend its time on.
 */
export class SlotScores {
  private stamps = new Uint32Array(0);
  private stamp = 1;
  values = new Float64Array(0);
  /** Slots holding a value, in the order they got it: the first `count`. */
  touched = new Int32Array(64);
  count = 0;

  /** Forgets every value. */
  reset(): void {
    this.count = 0;
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** The slots holding a value, ascending. */
  sortedSlots(): Int32Array {
    const { count } = this;
    // Many slots: finding them in the stamps beats sorting them.
    if (count * 16 < this.stamps.length) return this.touched.slice(0, count).sort();
    const slots = new Int32Array(count);
    let at = 0;
    for (let slot = 0; slot < this.stamps.length; slot++) if (this.stamps[slot] === this.stamp) slots[at++] = slot;
    return slots;
  }

  /** Adds to a slot's value (the first value of a slot is the one given). */
  add(slot: number, value: number): void {
    if (this.claim(slot)) this.values[slot] = value;
    else this.values[slot] += value;
  }

  /** Keeps the higher of a slot's value and `value` (0 before the first). */
  max(slot: number, value: number): void {
    if (this.claim(slot)) this.values[slot] = Math.max(0, value);
    else this.values[slot] = Math.max(this.values[slot], value);
  }

  /** True when the slot had no value yet (it is now counted as touched). */
  private claim(slot: number): boolean {
    if (slot >= this.stamps.length) this.grow(slot + 1);
    if (this.stamps[slot] === this.stamp) return false;
    this.stamps[slot] = this.stamp;
    if (this.count === this.touched.length) {
      const touched = new Int32Array(this.touched.length * 2);
      touched.set(this.touched);
      this.touched = touched;
    }
    this.touched[this.count++] = slot;
    return true;
  }

  private grow(size: number): void {
    const capacity = Math.max(size, this.stamps.length * 2, 64);
    const stamps = new Uint32Array(capacity);
    stamps.set(this.stamps);
    const values = new Float64Array(capacity);
    values.set(this.values);
    this.stamps = stamps;
    this.values = values;
  }
}
