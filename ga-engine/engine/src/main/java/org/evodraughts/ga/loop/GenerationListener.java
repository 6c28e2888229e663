package org.evodraughts.ga.loop;

import java.io.IOException;

/**
 * Hears of a run's progress: the hook for whatever follows each generation (champion tracking,
 * a database, a progress line). {@link EvolutionRun#runWith} tells listeners on the thread that
 * consumes the session's generations, in the order they were given, after each generation's
 * snapshot is saved; a listener that throws ends the session.
 */
@FunctionalInterface
public interface GenerationListener {
    /** The run starts, or continues after a resume. */
    default void runStarted(RunInfo run) throws IOException {}

    /** A generation is complete and saved. */
    void generationCompleted(GenerationReport report) throws IOException;

    /**
     * The run continues after {@code lastSaved}, the generation of its latest snapshot (its
     * {@link GenerationReport#tournament()} is null: the games were not kept). Called once per
     * resumed session, after {@link #runStarted}: a listener completes here whatever the
     * interrupted session left undone for that generation (a process killed between the
     * snapshot and the listener's own saves).
     */
    default void generationRestored(GenerationReport lastSaved) throws IOException {}

    /**
     * This session of the run ends (also after a failure, then with the last completed
     * generation). Listeners hear it in reverse order, and every one hears it even if another
     * fails, so a listener given first may open something in {@link #runStarted} that later ones
     * use until they end.
     */
    default void runEnded(RunInfo run, RunOutcome outcome) throws IOException {}

    /**
     * The run was asked to stop (Ctrl-C, SIGTERM), from any thread: a listener whose work takes
     * long (a champion's games) ends it now with a {@link java.util.concurrent.CancellationException},
     * which the run takes as the stop; the generation is saved already and a resume completes
     * the listener's part ({@link #generationRestored}).
     */
    default void stopRequested() {}
}
