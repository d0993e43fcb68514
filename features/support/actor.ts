/**
 * Screenplay-style actors: an actor has abilities (how they reach the shop), performs tasks and
 * answers questions about what they saw. Steps stay one line; the work lives in tasks.
 */
export interface Ability {
  /** Frees what the ability holds (temporary files…). */
  release?(): Promise<void> | void;
}

export type Task = (actor: Actor) => Promise<void>;
export type Question<T> = (actor: Actor) => T;

/** Any class of ability, private constructors included (abilities are built by static factories). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type AbilityClass<A extends Ability> = Function & { prototype: A };

export class Actor {
  private readonly abilities: Ability[] = [];

  private constructor(readonly name: string) {}

  static named(name: string): Actor {
    return new Actor(name);
  }

  whoCan(...abilities: Ability[]): this {
    this.abilities.push(...abilities);
    return this;
  }

  abilityTo<A extends Ability>(type: AbilityClass<A>): A {
    const found = this.abilities.find((ability): ability is A => ability instanceof (type as unknown as abstract new () => A));
    if (!found) throw new Error(`${this.name} cannot ${type.name}`);
    return found;
  }

  async attemptsTo(...tasks: Task[]): Promise<void> {
    for (const task of tasks) await task(this);
  }

  asks<T>(question: Question<T>): T {
    return question(this);
  }

  async exit(): Promise<void> {
    for (const ability of this.abilities) await ability.release?.();
  }
}
