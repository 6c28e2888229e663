/**
 * Seeding every module shares: {@link org.evodraughts.random.Seeds} derives the independent seed
 * of each game, individual, island and training from a run's or a match's one seed, which is
 * how results stay the same at any thread count. Not rules: it lives in the lowest module only
 * so that every module can use it.
 */
package org.evodraughts.random;
