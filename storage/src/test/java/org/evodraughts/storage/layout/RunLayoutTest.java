package org.evodraughts.storage.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Every path of a run directory, and the generations file names give back. */
class RunLayoutTest {
    private final RunLayout layout = RunLayout.of(Path.of("runs", "r1"));

    @Test
    void namesEveryFileOfARunDirectory() {
        Path run = Path.of("runs", "r1");
        assertEquals(run.resolve("config.yaml"), layout.config());
        assertEquals(run.resolve("evolve.log"), layout.log());
        assertEquals(run.resolve("run.lock"), layout.lock());
        assertEquals(run.resolve("mongo.mv"), layout.database());
        assertEquals(run.resolve("pending-writes"), layout.journal());
        assertEquals(run.resolve("generations/generation-000042.json"), layout.snapshot(42));
        assertEquals(run.resolve("champions/gen-0007.json"), layout.champion(7));
        assertEquals(run.resolve("champions/gen-12345.json"), layout.champion(12345));
        assertEquals(run.resolve("charts"), layout.charts());
        assertEquals(run.resolve("ladder"), layout.ladder());
    }

    @Test
    void readsTheGenerationBackFromAFileName() {
        assertEquals(OptionalInt.of(42), RunLayout.snapshotGeneration(layout.snapshot(42)));
        assertEquals(OptionalInt.of(7), RunLayout.championGeneration(layout.champion(7)));
        assertEquals(OptionalInt.empty(), RunLayout.championGeneration(layout.snapshot(7)));
        assertEquals(OptionalInt.empty(), RunLayout.championGeneration(Path.of("champions/gen-7.json")));
        assertEquals(OptionalInt.empty(), RunLayout.snapshotGeneration(Path.of("generations/.generation-000001.json.tmp")));
    }
}
