package org.evodraughts.ga.loop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.SnapshotFiles;
import org.evodraughts.network.Network;

/** A whole run made in a test: its generation reports, as its listeners heard them, and its saved populations. */
record RecordedRun(List<GenerationReport> reports, List<List<Individual>> populations) {
    /** Runs {@code config} in a new run directory {@code directory} and records it. */
    static RecordedRun of(Path directory, EvolutionConfig config) throws IOException {
        String name = directory.getFileName().toString();
        RunDirectory run = RunDirectory.create(directory, config);
        List<GenerationReport> reports = new ArrayList<>();
        GenerationListener listener = new GenerationListener() {
            @Override
            public List<String> generationCompleted(GenerationReport report) {
                reports.add(report);
                return List.of();
            }
        };
        try (Evolution evolution = new Evolution(config, name, run, List.of(listener), EvolutionProgress.NONE)) {
            evolution.run();
        }
        List<List<Individual>> populations = new ArrayList<>();
        for (int generation : run.generations()) {
            populations.add(SnapshotFiles.read(run.layout().snapshot(generation)).population());
        }
        return new RecordedRun(reports, populations);
    }

    List<Network> champions() {
        return reports.stream().map(GenerationReport::championNetwork).toList();
    }
}
