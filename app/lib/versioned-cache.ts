/**
 * A value built from the database and kept in memory per database while its data version lasts:
 * the value of the version asked for (or a later one) is built once, however many callers ask at
 * the same time, and a value older than the version asked for is never given.
 */
export interface Versioned {
  /** The data version the value was read at (read in the same snapshot as the value). */
  version: number;
}

export function versionedCache<Owner extends object, Value extends Versioned>(
  load: (owner: Owner) => Promise<Value>,
): (owner: Owner, version: number) => Promise<Value> {
  const held = new WeakMap<Owner, { value?: Value; loading?: Promise<Value> }>();
  return async (owner, version) => {
    let state = held.get(owner);
    if (!state) held.set(owner, (state = {}));
    const current = state;
    for (;;) {
      if (current.value && current.value.version >= version) return current.value;
      current.loading ??= load(owner)
        .then((value) => {
          if (!current.value || current.value.version < value.version) current.value = value;
          return value;
        })
        .finally(() => {
          current.loading = undefined;
        });
      const value = await current.loading;
      // A load that began before the version asked for existed: the next turn loads again.
      if (value.version >= version) return value;
    }
  };
}
