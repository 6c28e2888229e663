package org.evodraughts.ga.loop;

import java.util.List;
import org.evodraughts.ga.tournament.TournamentProgress;

/**
 * The display of a run: a tournament's games as they end, and one summary per generation.
 * Tournament callbacks come from the game threads, as {@link TournamentProgress} says.
 */
public interface EvolutionProgress extends TournamentProgress {
    /** Shows nothing. */
    EvolutionProgress NONE = new EvolutionProgress() {
        @Override
        public void started(int generation, int games) {}

        @Override
        public void gameEnded() {}

        @Override
        public void ended() {}

        @Override
        public void generationCompleted(GenerationReport report, List<String> figures) {}
    };

    /** A generation is complete; {@code figures} are the listeners' additions to its summary. */
    void generationCompleted(GenerationReport report, List<String> figures);
}
