package org.evodraughts.ga.loop;

import java.util.ArrayList;
import java.util.List;

/** Records what a run shows: tournaments started, generations completed and their figures. */
class EngineTestProgress implements EvolutionProgress {
    final List<Integer> tournaments = new ArrayList<>();
    final List<Integer> generations = new ArrayList<>();
    final List<List<String>> figures = new ArrayList<>();
    final List<GenerationReport> reports = new ArrayList<>();
    volatile int generationUnderWay = -1;

    @Override
    public synchronized void started(int generation, int games) {
        tournaments.add(generation);
        generationUnderWay = generation;
    }

    @Override
    public void gameEnded() {}

    @Override
    public void ended() {}

    @Override
    public synchronized void generationCompleted(GenerationReport report, List<String> figures) {
        generations.add(report.generation());
        this.figures.add(figures);
        reports.add(report);
    }
}
