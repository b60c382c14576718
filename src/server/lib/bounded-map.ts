/**
 * A Map that keeps at most `max` entries: adding one more drops the one added first (reading does not keep
 * an entry longer). For remembered results that are cheap to make again and whose keys recur.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #max: number;

  constructor(max: number) {
    super();
    this.#max = max;
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    if (this.size > this.#max) this.delete(this.keys().next().value as K);
    return this;
  }
}
