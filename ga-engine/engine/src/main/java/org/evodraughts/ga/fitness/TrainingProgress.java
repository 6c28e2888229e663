package org.evodraughts.ga.fitness;

/**
 * Hears how a generation's self-play training goes, e.g. to draw a progress bar: it starts with
 * all its trainees' games counted, games are played, and it ends, completed or not. A trainee
 * training in this process reports its games batch by batch; one training on another machine
 * reports them all when it comes back. Nothing heard changes the training. {@link #gamesPlayed}
 * is called from the training threads, so implementations must be thread-safe.
 */
public interface TrainingProgress {
    /** Hears nothing. */
    TrainingProgress NONE = new TrainingProgress() {
        @Override
        public void trainingStarted(int generation, int trainees, long games) {}

        @Override
        public void gamesPlayed(int games) {}

        @Override
        public void trainingEnded() {}
    };

    /** The training of {@code generation}'s {@code trainees} begins: {@code games} self-play games in all. */
    void trainingStarted(int generation, int trainees, long games);

    /** {@code games} more self-play games are played (from any thread). */
    void gamesPlayed(int games);

    /** The training is over, completed or not. */
    void trainingEnded();
}
