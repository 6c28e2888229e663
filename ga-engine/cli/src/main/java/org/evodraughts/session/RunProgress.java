package org.evodraughts.session;

import java.util.Optional;
import org.evodraughts.champions.MeasureProgress;
import org.evodraughts.champions.RecordedChampion;
import org.evodraughts.ga.fitness.TrainingProgress;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.tournament.TournamentProgress;

/**
 * The display of a run: a tournament's games as they end (from the game threads, as
 * {@link TournamentProgress} says), the self-play training's ({@link #training()}), the
 * champion's measurement games ({@link #champion()}), lines that the run's parts print while it
 * goes ({@link #note}), and one summary per generation, with what {@link RunSession} gathers for
 * it from the run's listeners (the champion's measures).
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
        public TrainingProgress training() {
            return TrainingProgress.NONE;
        }

        @Override
        public MeasureProgress champion() {
            return MeasureProgress.NONE;
        }

        @Override
        public void note(String line) {}

        @Override
        public void generationCompleted(GenerationReport report, Optional<RecordedChampion> champion) {}
    };

    /** What shows the generations' self-play trainings. */
    TrainingProgress training();

    /** What shows the champions' measurement games. */
    MeasureProgress champion();

    /** Shows {@code line}, which a part of the run prints while it goes (a warning, a cluster's news, a stop). */
    void note(String line);

    /** A generation is complete; {@code champion} is what was recorded of its champion, if anything was. */
    void generationCompleted(GenerationReport report, Optional<RecordedChampion> champion);
}
