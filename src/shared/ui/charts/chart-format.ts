// en-GB like the rest of the app's numbers; one decimal at most (a rating of 4.25 reads 4.3).
const NUMBER_FORMAT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/**
 * '45%', '4.3/5', '12 h': a unit that is a word or a letter ('h', 'lessons') gets a space, a sign
 * ('%', '/5') does not.
 */
export function formatChartValue(value: number, unit = ''): string {
  const number = NUMBER_FORMAT.format(value);
  return /^\p{L}/u.test(unit) ? `${number} ${unit}` : `${number}${unit}`;
}
