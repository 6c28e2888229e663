package org.evodraughts.checkers.search;

import org.evodraughts.checkers.Evaluator;

/**
 * The settings of one of the searches, with a text form for the command line:
 *
 * <pre>
 *   minimax:DEPTH[,time=DURATION][,threads=N][,tt=BITS]     e.g. minimax:4, minimax:20,time=2s
 *   minimax:time=DURATION[,...]                              depth up to 64, stopped by the clock
 *   mcts:ITERATIONS[,time=DURATION][,c=X][,playout=PLIES][,batch=N][,trees=N][,threads=N]
 *   mcts:time=DURATION[,...]                                 e.g. mcts:2000, mcts:time=1s,c=0.5
 * </pre>
 *
 * A DURATION is a number followed by {@code ms} or {@code s}. {@link #describe()} writes the
 * text form back, leaving out default values.
 */
public sealed interface SearchSettings permits AlphaBetaSettings, MctsSettings {
    /** A new search with these settings that scores positions with {@code evaluator}. */
    MoveSearch newSearch(Evaluator evaluator);

    /** The text form; {@code parse(describe())} equals this. */
    String describe();

    /**
     * Parses the text form.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static SearchSettings parse(String text) {
        return SearchSettingsText.parse(text);
    }

    /** A time as the text form writes it: {@code 2s}, {@code 500ms}. */
    static String formatTime(java.time.Duration time) {
        return SearchSettingsText.format(time);
    }
}
