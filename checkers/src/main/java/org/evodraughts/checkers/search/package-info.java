/**
 * Move selection through the {@link org.evodraughts.checkers.Evaluator} interface only, so the
 * searches never know whether a network or a hand-written heuristic scores the leaves.
 *
 * <ul>
 *   <li>{@link org.evodraughts.checkers.search.AlphaBetaSearch}: negamax with alpha-beta,
 *       capture extension at the horizon, a Zobrist-hashed transposition table, killer and
 *       history move ordering, iterative deepening with an optional time limit, and Young
 *       Brothers Wait Concept parallelism on a shared {@code ForkJoinPool}.</li>
 *   <li>{@link org.evodraughts.checkers.search.MctsSearch}: MCTS-EPT (UCT tree search with
 *       playouts cut off after a few plies and scored by the evaluator), root-parallel.</li>
 *   <li>{@link org.evodraughts.checkers.search.SearchSettings}: the settings of either search,
 *       with the text form used on the command line ({@code minimax:4}, {@code mcts:2000}).</li>
 *   <li>{@link org.evodraughts.checkers.search.SearchRequest}: what one search is asked: the
 *       position alone (training, tournaments), or with the game's positions, so that alpha-beta
 *       scores a repetition the game would draw (play, serve, match), and a time for the move.</li>
 * </ul>
 *
 * <p>Determinism: a fixed-depth alpha-beta search returns the same value and the same move for
 * the same request and random generator at any thread count; an MCTS search with an iteration
 * budget does so too (its trees are independent). Searches with a time limit depend on timing.
 */
package org.evodraughts.checkers.search;
