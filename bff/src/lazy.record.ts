// Records whose parts are made on first read: the per-request `ctx.api` and `ctx.loaders`
// (module.ts), which cost nothing for the forty features a request never reads.

/** Where a lazy record keeps the arguments its parts are made from. */
const PARTS_OF = Symbol('parts of');

export interface Part<A extends unknown[]> {
  make: (...args: A) => object;
  /** The keys this part answers (a key two parts name is the later part's, as Object.assign has it). */
  keys: readonly string[];
}

/**
 * A maker of records whose parts are made on first read: reading any key of a part makes that
 * part (with the record's arguments) and keeps all its keys as the record's own. A record reads
 * and writes as the Object.assign of every part would, but costs nothing for the parts a request
 * never reads.
 */
export function lazyRecord<A extends unknown[], T extends object>(parts: readonly Part<A>[]): (...args: A) => T {
  const owner = new Map<string, Part<A>>();
  for (const part of parts) for (const key of part.keys) owner.set(key, part);
  const prototype: object = {};
  for (const part of new Set(owner.values())) {
    const keys = part.keys.filter((key) => owner.get(key) === part);
    const materialise = (record: object): Record<string, unknown> => {
      const made = part.make(...(record as { [PARTS_OF]: A })[PARTS_OF]) as Record<string, unknown>;
      for (const key of keys)
        Object.defineProperty(record, key, { value: made[key], writable: true, enumerable: true, configurable: true });
      return made;
    };
    for (const key of keys) {
      Object.defineProperty(prototype, key, {
        enumerable: true,
        configurable: true,
        get(this: object) {
          return materialise(this)[key];
        },
        set(this: object, value: unknown) {
          materialise(this);
          Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
        },
      });
    }
  }
  return (...args) => {
    const record = Object.create(prototype) as T;
    Object.defineProperty(record, PARTS_OF, { value: args });
    return record;
  };
}

/**
 * Forgets the parts a lazy record has made: the next read of each key makes its part afresh, from
 * the same arguments. The record stays the same object, so every holder of it sees the change:
 * Apollo Server runs resolvers on a shallow copy of the request's context, so a context whose
 * `loaders` were replaced by a new record kept the old ones for the operation's later fields.
 */
export function forgetMadeParts(record: object): void {
  for (const key of Object.keys(record)) Reflect.deleteProperty(record, key);
}
