package org.evodraughts.session;

import java.util.List;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.tournament.TournamentProgress;

/**
 * The display of a run: a tournament's games as they end (from the game threads, as
 * {@link TournamentProgress} says), and one summary per generation, with the figures
 * {@link RunSession} gathers for it from the run's listeners (the champion's measures).
 */
public interface RunProgress extends TournamentProgress {
    /** Shows nothing. */
    RunProgress NONE = new RunProgress() {
        @Override
        public void started(int generation, int games) {}

        @Override
        public void gameEnded() {}

        @Override
        public void ended() {}

        @Override
        public void generationCompleted(GenerationReport report, List<String> figures) {}
    };

    /** A generation is complete; {@code figures} follow its summary, e.g. {@code "mean of means +0.333 …"}. */
    void generationCompleted(GenerationReport report, List<String> figures);
}
