/**
 * Elo ladders: {@link org.evodraughts.ladder.Ladder} plays a round robin between a run's
 * champions ({@link org.evodraughts.ladder.RunChampions}) and baseline players,
 * {@link org.evodraughts.ladder.EloFit} fits maximum-likelihood Bradley–Terry ratings with
 * intervals to the {@link org.evodraughts.ladder.ResultTable}, and
 * {@link org.evodraughts.ladder.LadderReport} writes the table (CSV) and the chart of rating
 * against generation (PNG and SVG).
 */
package org.evodraughts.ladder;
