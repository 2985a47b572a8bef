/**
 * The practice page's plots' sizes and scales (progressCharts.ts draws them with uPlot), apart
 * from uPlot so that they can be read and tested without a canvas.
 */

/**
 * Size of a solve's dot on the solve-time plot, CSS pixels: 7 for up to 100 games, 5 for more
 * (3 was a speck at 1280 px; 5 keeps 10,000 solves a cloud of dots, not a smear). The dots stay
 * one path of squares (with 10,000 games the plots' step of the benchmark measured +24 and +34 ms
 * at 5 px beside +22 ms at 3 px, within its noise).
 * @param games the games on the plot.
 */
export function solveDotSize(games: number): number {
  return games <= 100 ? 7 : 5;
}

/**
 * The strikes plot's y range: 0 to the most strikes of a game (at least 3, the usual limit),
 * with half a strike of room above so that the tallest bar does not touch the plot's top.
 * @param max the most strikes of a game among those drawn (NaN or negative: none).
 */
export function strikesRange(max: number): [number, number] {
  const most = Number.isFinite(max) ? Math.ceil(max) : 0;
  return [0, Math.max(3, most) + 0.5];
}
