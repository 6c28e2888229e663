package org.evodraughts.ga.tournament;

/**
 * Hears of a tournament's progress, e.g. to draw a progress bar. {@link #gameEnded()} is called
 * from the game threads, so implementations must be thread-safe.
 */
public interface TournamentProgress {
    /** Hears nothing. */
    TournamentProgress NONE = new TournamentProgress() {
        @Override
        public void started(int generation, int games) {}

        @Override
        public void gameEnded() {}

        @Override
        public void ended() {}
    };

    /** The tournament of {@code generation}, with {@code games} games, begins. */
    void started(int generation, int games);

    /** One more game has ended (called from the thread that played it). */
    void gameEnded();

    /** The tournament is over, completed or not. */
    void ended();
}
