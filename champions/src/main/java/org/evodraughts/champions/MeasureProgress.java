package org.evodraughts.champions;

/**
 * Hears how a champion's measurement goes, e.g. to draw a progress bar: the champion's recording
 * as a whole (its matches, then its file, records and charts), each of its matches (its
 * evaluation against earlier champions and the baselines, its yardstick match) as it starts,
 * every game as it ends and the match's end, played or not. Nothing heard changes a game.
 * {@link #gameEnded} is called from the game threads, so implementations must be thread-safe.
 */
public interface MeasureProgress {
    /** Hears nothing. */
    MeasureProgress NONE = new MeasureProgress() {
        @Override
        public void recordingStarted(int generation) {}

        @Override
        public void recordingEnded() {}

        @Override
        public void evaluationStarted(int generation, int games) {}

        @Override
        public void yardstickStarted(int generation, String player, int games) {}

        @Override
        public void gameEnded() {}

        @Override
        public void matchEnded() {}
    };

    /**
     * The champion of {@code generation} is being measured and recorded: its matches are played
     * within, then its file, records and charts are written (seconds, the first charts of a run).
     */
    void recordingStarted(int generation);

    /** The champion's recording is over, completed or not. */
    void recordingEnded();

    /** The evaluation of {@code generation}'s champion begins: {@code games} games against earlier champions and baselines. */
    void evaluationStarted(int generation, int games);

    /** The yardstick match of {@code generation}'s champion begins: {@code games} games against {@code player}. */
    void yardstickStarted(int generation, String player, int games);

    /** One more game of the match has ended (from the thread that played it). */
    void gameEnded();

    /** The match is over, completed or not. */
    void matchEnded();
}
