package org.evodraughts.ga.loop;

import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.tournament.TournamentProgress;

/**
 * Records what a run shows: tournaments started (as the run's {@link TournamentProgress}) and
 * generations completed (as one of its listeners).
 */
class EngineTestProgress implements TournamentProgress, GenerationListener {
    final List<Integer> tournaments = new ArrayList<>();
    /** Each tournament's games, as its start said. */
    final List<Integer> games = new ArrayList<>();
    final List<Integer> generations = new ArrayList<>();
    final List<GenerationReport> reports = new ArrayList<>();
    volatile int generationUnderWay = -1;

    @Override
    public synchronized void started(int generation, int games) {
        tournaments.add(generation);
        this.games.add(games);
        generationUnderWay = generation;
    }

    @Override
    public void gameEnded() {}

    @Override
    public void ended() {}

    @Override
    public synchronized void generationCompleted(GenerationReport report) {
        generations.add(report.generation());
        reports.add(report);
    }
}
