package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.loop.RunInfo;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.work.WorkTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's listeners come in the order their dependencies need, and the wrong order fails at once, saying why. */
class RunListenersTest {
    @TempDir
    Path run;

    @Test
    void theRecordsComeFirstTheChampionsOnTheirStoreThenTheProgressFile() {
        List<GenerationListener> listeners = RunListeners.of(run, EvolutionConfig.defaults(), _ -> { }, WorkTrace.OFF, RunClock.NEW).inOrder();
        assertEquals(List.of(RunRecordListener.class, ChampionListener.class, ProgressFile.class),
                listeners.stream().map(Object::getClass).toList());
    }

    @Test
    void aWorkTraceListensLastSoThatItsLinesHoldTheChampionsGames() {
        List<GenerationListener> listeners = RunListeners.of(run, EvolutionConfig.defaults(), _ -> { }, new WorkTrace(), RunClock.NEW).inOrder();
        assertEquals(List.of(RunRecordListener.class, ChampionListener.class, ProgressFile.class, WorkTraceListener.class),
                listeners.stream().map(Object::getClass).toList());
    }

    @Test
    void championsStartedBeforeTheirRecordsFindNoStoreAndSaySo() {
        RunListeners listeners = RunListeners.of(run, EvolutionConfig.defaults(), _ -> { }, WorkTrace.OFF, RunClock.NEW);
        RunInfo info = new RunInfo(RunId.of("run"), EvolutionConfig.defaults(), 0, false);
        assertEquals("the run's store is not open: its records listener starts first and ends last (RunListeners lists them so)",
                assertThrows(IllegalStateException.class, () -> listeners.champions().runStarted(info)).getMessage());
    }

    @Test
    void aChampionListenerOfOtherRecordsIsRefused() {
        EvolutionConfig config = EvolutionConfig.defaults();
        RunListeners listeners = RunListeners.of(run, config, _ -> { }, WorkTrace.OFF, RunClock.NEW);
        RunRecordListener other = new RunRecordListener(run, config);
        assertEquals("the champion listener records into another run's records", assertThrows(IllegalArgumentException.class,
                () -> new RunListeners(other, listeners.champions(), listeners.progress(), Optional.empty())).getMessage());
    }
}
