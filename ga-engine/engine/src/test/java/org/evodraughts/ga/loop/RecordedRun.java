package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.loop.EngineAloneTest.MemoryStore;
import org.evodraughts.network.Network;

/** A whole run made in a test: its generation reports, as its listeners heard them, and its saved populations. */
record RecordedRun(List<GenerationReport> reports, List<List<Individual>> populations) {
    /** Runs {@code config} as the run {@code name}, its generations saved in memory, and records it. */
    static RecordedRun of(String name, EvolutionConfig config) throws IOException {
        MemoryStore store = new MemoryStore();
        List<GenerationReport> reports = new ArrayList<>();
        Evolution.builder(config).runId(RunId.of(name)).snapshots(store).build().run(List.of(reports::add));
        return new RecordedRun(reports, store.populations());
    }

    List<Network> champions() {
        return reports.stream().map(GenerationReport::championNetwork).toList();
    }
}
