package org.evodraughts.web;

import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * What one game's search may ask of the server, whoever sends the form: the command line lets a
 * person spend their machine as they like, but one web request must not take gigabytes or
 * hundreds of threads. A transposition table of at most 2^{@value #MAX_TABLE_BITS} entries
 * (24 MiB), at most this machine's processors as threads (and MCTS trees), at most
 * {@value #MAX_MCTS_ITERATIONS} MCTS iterations; the time is capped by the form's seconds
 * ({@link PlayGames#MAX_SECONDS}). Stateless.
 */
final class SearchLimits {
    static final int MAX_TABLE_BITS = 20;
    static final int MAX_MCTS_ITERATIONS = 1_000_000;

    private SearchLimits() {}

    /** The most threads (and MCTS trees) one search may use: this machine's processors. */
    static int maxThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** {@code settings} when they are within the limits; else 400 naming the field {@code search}. */
    static SearchSettings check(SearchSettings settings) {
        switch (settings) {
            case AlphaBetaSettings a -> {
                atMost("tt", a.tableBits(), MAX_TABLE_BITS, "the table's size as a power of two");
                atMost("threads", a.threads(), maxThreads(), "this machine's processors");
            }
            case MctsSettings m -> {
                atMost("threads", m.threads(), maxThreads(), "this machine's processors");
                atMost("trees", m.trees(), maxThreads(), "this machine's processors");
                atMost("mcts iterations", m.iterations(), MAX_MCTS_ITERATIONS, "use time= for longer searches");
            }
        }
        return settings;
    }

    private static void atMost(String name, int value, int max, String why) {
        if (value > max) {
            throw ApiException.badRequest("search", "search " + name + " " + value + " is more than the web allows ("
                    + max + ": " + why + "); the command line (play, match) has no such limit");
        }
    }
}
