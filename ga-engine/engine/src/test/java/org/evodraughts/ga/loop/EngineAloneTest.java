package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.junit.jupiter.api.Test;

/**
 * The engine module on its own: this test's class path is the engine's (checkers, network,
 * Jenetics, Jackson), so an evolution that runs here needs no application class. The build keeps
 * the boundary (an engine source that names an application class does not compile); this test
 * proves the engine also runs without them, stopping and resuming through a plain
 * {@link SnapshotStore} in memory.
 */
class EngineAloneTest {
    /** Application packages and the libraries only the application uses, as class path resources. */
    private static final List<String> APPLICATION = List.of("org/evodraughts/cli/", "org/evodraughts/web/",
            "org/evodraughts/play/", "org/evodraughts/ladder/", "org/evodraughts/runs/", "org/evodraughts/session/", "org/evodraughts/cluster/",
            "org/evodraughts/champions/", "org/evodraughts/storage/", "picocli/", "io/javalin/", "ch/qos/logback/",
            "me/tongfei/progressbar/", "com/mongodb/", "com/hazelcast/");

    /**
     * Every generation saved, in memory: the engine's own snapshot store, for its tests of whole
     * runs (the run directory's, which writes files, is the runs module's).
     */
    static final class MemoryStore implements SnapshotStore {
        final List<PopulationSnapshot> saved = new ArrayList<>();

        /** The generations saved, in order. */
        List<Integer> generations() {
            return saved.stream().map(PopulationSnapshot::generation).toList();
        }

        /** Each saved generation's population, in order. */
        List<List<Individual>> populations() {
            return saved.stream().map(PopulationSnapshot::population).toList();
        }

        @Override
        public void save(PopulationSnapshot snapshot) {
            saved.add(snapshot);
        }

        @Override
        public Optional<PopulationSnapshot> latest() {
            return saved.isEmpty() ? Optional.empty() : Optional.of(saved.getLast());
        }
    }

    private static RunOutcome run(EvolutionConfig config, MemoryStore store) throws IOException {
        return Evolution.builder(config).runId(RunId.of("alone")).snapshots(store).build().run(List.of());
    }

    @Test
    void anEvolutionRunsWithNoApplicationClassOnTheClassPath() throws IOException {
        ClassLoader loader = EngineAloneTest.class.getClassLoader();
        assertEquals(List.of(), APPLICATION.stream().filter(p -> loader.getResource(p) != null).toList(),
                "application packages on the engine's class path");
        assertNotEquals(null, loader.getResource("org/evodraughts/ga/loop/Evolution.class"), "the probe sees the engine");

        MemoryStore store = new MemoryStore();
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 2), run(TestConfigs.tiny(6, 2, 2, 2), store));
        assertEquals(List.of(0, 1, 2), store.saved.stream().map(PopulationSnapshot::generation).toList());
        assertNotEquals(store.saved.getFirst().population(), store.saved.getLast().population());
    }

    @Test
    void aRunStoppedAndResumedFromMemoryEqualsAnUninterruptedOneAtAnotherThreadCount() throws IOException {
        MemoryStore whole = new MemoryStore();
        run(TestConfigs.tiny(6, 2, 4, 1), whole);
        MemoryStore parts = new MemoryStore();
        run(TestConfigs.tiny(6, 2, 2, 2), parts);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 4), run(TestConfigs.tiny(6, 2, 4, 2), parts));
        assertEquals(whole.saved, parts.saved);
    }

    /** What a listener hears of a session, in order, as short lines. */
    private static final class Heard implements GenerationListener {
        final List<String> lines = new ArrayList<>();
        final List<GenerationReport> completed = new ArrayList<>();
        GenerationReport restored;

        @Override
        public void runStarted(RunInfo run) {
            lines.add("started at " + run.firstGeneration() + (run.resumed() ? ", resumed" : ""));
        }

        @Override
        public void generationRestored(GenerationReport lastSaved) {
            restored = lastSaved;
            lines.add("restored " + lastSaved.generation());
        }

        @Override
        public void generationCompleted(GenerationReport report) {
            completed.add(report);
            lines.add("completed " + report.generation());
        }

        @Override
        public void stopRequested() {
            lines.add("stop requested");
        }

        @Override
        public void runEnded(RunInfo run, RunOutcome outcome) {
            lines.add("ended " + outcome.reason() + " after " + outcome.lastGeneration());
        }
    }

    @Test
    void aSessionStoppedAfterAGenerationIsResumedFromItAndEqualsAnUninterruptedOne() throws IOException {
        MemoryStore whole = new MemoryStore();
        Heard uninterrupted = new Heard();
        Evolution evolution = Evolution.builder(TestConfigs.tiny(6, 2, 2, 2)).runId(RunId.of("alone")).snapshots(whole).build();
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 2), evolution.run(List.of(uninterrupted)));
        assertEquals(List.of("started at 0", "completed 0", "completed 1", "completed 2", "ended GENERATIONS_DONE after 2"),
                uninterrupted.lines);

        MemoryStore parts = new MemoryStore();
        Evolution first = evolution.toBuilder().snapshots(parts).build();
        Heard stopped = new Heard();
        try (EvolutionRun run = first.start()) {
            assertEquals(new RunInfo(RunId.of("alone"), first.config(), 0, false), run.info());
            GenerationListener stopper = report -> run.stop();
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, 0), run.runWith(List.of(stopped, stopper)));
        }
        assertEquals(List.of("started at 0", "completed 0", "stop requested", "ended STOPPED after 0"), stopped.lines);

        Evolution more = Evolution.builder(TestConfigs.tiny(6, 2, 2, 1)).runId(RunId.of("alone")).snapshots(parts).build();
        Heard resumed = new Heard();
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 2), more.run(List.of(resumed)));
        assertEquals(List.of("started at 1, resumed", "restored 0", "completed 1", "completed 2",
                "ended GENERATIONS_DONE after 2"), resumed.lines);
        assertEquals(uninterrupted.completed.getFirst().championNetwork(), resumed.restored.championNetwork());
        assertEquals(uninterrupted.completed.subList(1, 3).stream().map(GenerationReport::population).toList(),
                resumed.completed.stream().map(GenerationReport::population).toList());
        assertEquals(whole.saved, parts.saved);
    }
}
