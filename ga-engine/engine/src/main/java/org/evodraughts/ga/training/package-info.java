/**
 * How a network learns from games: {@link org.evodraughts.ga.training.TdRefinement} trains it by
 * TD(λ) self-play (one-ply, or TD-Leaf with {@link org.evodraughts.ga.training.LeafSearch}),
 * against fixed opponents ({@link org.evodraughts.ga.training.AgainstOpponent}) too, and learns
 * from games already played ({@link org.evodraughts.ga.training.Lesson}). A long training can
 * stop and go on from its {@link org.evodraughts.ga.training.TrainingState}. Pure functions of
 * the network, the seed and the settings, knowing nothing of tasks or tournaments.
 */
package org.evodraughts.ga.training;
