/**
 * Returns a function that says whether a value is news: it differs from the last one seen (at first, `known`). A
 * value said again is not: a media event fired twice for one change (setting the default rate with the rate fires a
 * second 'ratechange') is one change to whoever hears of it (the host, telemetry).
 */
export function changeFilter<T>(known: T): (value: T) => boolean {
  let told = known;
  return (value) => {
    if (Object.is(value, told)) return false;
    told = value;
    return true;
  };
}
