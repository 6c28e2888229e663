/**
 * The neural evaluator every evolved player uses: the 91 sub-square inputs
 * ({@link org.evodraughts.network.SubSquareInputs}), the immutable 91→40→10→1 tanh network and
 * its genome layout ({@link org.evodraughts.network.Network}), its evaluation as a checkers
 * {@code BatchEvaluator} — a fast scalar path for search and an ND4J batch path
 * ({@link org.evodraughts.network.NetworkEvaluator}, {@link org.evodraughts.network.Nd4jNetwork}) —
 * and the champion file format ({@link org.evodraughts.network.NetworkFile}). An individual's
 * genes and how they become a network belong to the evolution engine ({@code org.evodraughts.ga.genome.Genome},
 * {@code GenomeLayout}).
 *
 * <p>Search sees only the {@code Evaluator} interface of the checkers module, never this package.
 */
package org.evodraughts.network;
