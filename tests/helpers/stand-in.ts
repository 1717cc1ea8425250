/**
 * An object that stands for the one `current` gives when it is used: each property read (and a
 * spread, `in`, JSON) goes to it. A test file's fixture starts its server in `beforeAll`; with
 * stand-ins the file takes the server and its users at its top, and they act as the started ones
 * from the first test on.
 */
export function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = current();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(current(), key);
      return found && { ...found, configurable: true };
    },
  });
}

/** Stand-ins for the object fields `keys` of a fixture that its `beforeAll` fills (`what` names it in the error of a use before). */
export function standInFields<T extends object, K extends keyof T>(fixture: T, keys: readonly K[], what: string): Pick<T, K> {
  const field = (key: K) =>
    standIn(() => {
      const value = fixture[key];
      if (value === undefined) throw new Error(`${what}'s ${String(key)} is used before the file's beforeAll made it`);
      return value as T[K] & object;
    });
  return Object.fromEntries(keys.map((key) => [key, field(key)])) as unknown as Pick<T, K>;
}
