package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.ga.work.GenerationWork;
import org.evodraughts.ga.work.Machines;
import org.evodraughts.ga.work.ScalingModel;
import org.evodraughts.ga.work.WorkTraceFile;
import org.evodraughts.storage.layout.RunLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts scaling RUN [--cores 1,2,16,64,256] [--machines M [--task-overhead 1ms]]}: how a
 * run recorded with {@code evolve --work-trace} would scale, by replaying its task times on more
 * cores, or on a cluster of M machines of that many cores each ({@link ScalingModel}).
 */
@Command(name = "scaling", mixinStandardHelpOptions = true,
        description = "Predicts a run's time on more cores, or machines, from the task times it recorded (evolve "
                + "--work-trace): its parallel fraction, and speed-up and efficiency by list scheduling.")
final class ScalingCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN", description = "A run directory made with --work-trace (its work-trace.jsonl, or that gzipped as work-trace.jsonl.gz), "
            + "or such a file.")
    Path run;

    @Option(names = "--cores", paramLabel = "N,…", split = ",", description = "Core counts to predict (default: 1,2,16,64,256).")
    List<Integer> cores = List.of(1, 2, 16, 64, 256);

    @Option(names = "--from", paramLabel = "G", description = "Count generations from G on, leaving out the first ones, "
            + "whose times include the JVM's warm-up (default: 0).")
    int from;

    @Option(names = "--machines", paramLabel = "M", description = "Predict a cluster of M machines, each of the "
            + "--cores: the run's own and M-1 workers (default: 1, the run's alone).")
    int machines = 1;

    @Option(names = "--task-overhead", paramLabel = "D", description = "With --machines: what each task sent to a worker "
            + "costs besides its own time, e.g. 500us or 1ms (default: 1ms; measured 0.5-1 ms, docs/benchmarks.md).")
    String taskOverhead = "1ms";

    @Option(names = "--clock", paramLabel = "C", description = "cpu (default: each task's and the serial part's CPU time, "
            + "true on a busy machine) or wall (the times the clock on the wall saw, true only on a quiet one).")
    String clock = "cpu";

    /** The trace of the run in {@code directory}, or the gzipped one kept in its place (as examples/arms/wide keeps its own). */
    private static Path traceIn(Path directory) {
        Path trace = RunLayout.of(directory).workTrace();
        Path gzipped = trace.resolveSibling(trace.getFileName() + ".gz");
        return Files.isRegularFile(trace) || !Files.isRegularFile(gzipped) ? trace : gzipped;
    }

    @Override
    public Integer call() throws IOException {
        Path file = Files.isDirectory(run) ? traceIn(run) : run;
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + " does not exist: record one with evolve --work-trace");
        }
        if (machines < 1 || machines > 100_000) {
            throw new IllegalArgumentException("--machines must be 1–100000, got " + machines);
        }
        for (int c : cores) {
            if (c < 1 || c > 1_000_000) {
                throw new IllegalArgumentException("--cores must be 1–1000000, got " + c);
            }
            if ((long) machines * c > 1_000_000) {
                throw new IllegalArgumentException("--machines times --cores must be at most 1000000, got " + machines + " × " + c);
            }
        }
        long overhead = nanos(taskOverhead);
        GenerationWork.Clock by = switch (clock) {
            case "cpu" -> GenerationWork.Clock.CPU;
            case "wall" -> GenerationWork.Clock.WALL;
            default -> throw new IllegalArgumentException("--clock must be cpu or wall, got '" + clock + "'");
        };
        List<GenerationWork> work = WorkTraceFile.read(file).stream().filter(g -> g.generation() >= from).toList();
        if (work.isEmpty()) {
            throw new IllegalArgumentException(file + " has no generation from " + from + " on");
        }
        PrintWriter out = spec.commandLine().getOut();
        long wall = work.stream().mapToLong(GenerationWork::wallNanos).sum();
        int threads = work.getFirst().threads();
        out.printf("%d generations (%d to %d), recorded on %d thread%s in %.1f s%n", work.size(),
                work.getFirst().generation(), work.getLast().generation(), threads, threads == 1 ? "" : "s", wall / 1e9);
        long one = ScalingModel.nanos(work, 1, by);
        out.printf("work on one core (%s time): %.1f s, of which not serial %.2f%%%n", clock, one / 1e9,
                100 * ScalingModel.parallelFraction(work, by));
        for (Map.Entry<String, Long> share : shares(work, by).entrySet()) {
            out.printf("  %-14s %6.2f%%%n", share.getKey(), 100.0 * share.getValue() / one);
        }
        if (machines == 1) {
            out.printf("%8s %12s %9s %11s%n", "cores", "time (s)", "speed-up", "efficiency");
        } else {
            out.printf("on %d machines (the run's own and %d worker%s) of the cores below each, every task sent to a worker "
                    + "costing %s besides; a worker plays a training's games alone%n", machines, machines - 1,
                    machines == 2 ? "" : "s", taskOverhead);
            out.printf("%8s %8s %12s %9s %11s%n", "cores", "in all", "time (s)", "speed-up", "efficiency");
        }
        for (int c : cores) {
            Machines on = new Machines(machines, c, overhead);
            long nanos = ScalingModel.nanos(work, on, by);
            double speedUp = (double) one / nanos;
            if (machines == 1) {
                out.printf("%8d %12.1f %9.2f %10.1f%%%n", c, nanos / 1e9, speedUp, 100 * speedUp / c);
            } else {
                out.printf("%8d %8d %12.1f %9.2f %10.1f%%%n", c, on.totalCores(), nanos / 1e9, speedUp,
                        100 * speedUp / on.totalCores());
            }
        }
        out.flush();
        return 0;
    }

    /** {@code text}, a duration such as {@code 1ms}, {@code 500us} or {@code 0.8ms}, in nanoseconds. */
    private static long nanos(String text) {
        Matcher m = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ns|us|µs|ms|s)").matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("--task-overhead must be a time such as 500us or 1ms, got '" + text + "'");
        }
        double unit = switch (m.group(2)) {
            case "ns" -> 1;
            case "us", "µs" -> 1e3;
            case "ms" -> 1e6;
            default -> 1e9;
        };
        double nanos = Double.parseDouble(m.group(1)) * unit;
        if (nanos > 60e9) {
            throw new IllegalArgumentException("--task-overhead must be at most 60s, got '" + text + "'");
        }
        return Math.round(nanos);
    }

    /** One core's time by part: each pool's tasks, the serial rest, and (by CPU time) the JVM's own threads. */
    private static Map<String, Long> shares(List<GenerationWork> work, GenerationWork.Clock clock) {
        Map<String, Long> shares = new TreeMap<>();
        for (GenerationWork generation : work) {
            shares.merge("serial", generation.serialNanos(clock), Long::sum);
            if (!generation.islands().isEmpty()) {
                shares.merge("island serial", generation.allSerialNanos(clock) - generation.serialNanos(clock), Long::sum);
            }
            if (clock == GenerationWork.Clock.CPU) {
                shares.merge("jvm (GC, JIT)", generation.jvmNanos(clock), Long::sum);
            }
            for (GenerationWork.Batch batch : generation.batches()) {
                shares.merge(batch.pool() + " pool", batch.workNanos(clock), Long::sum);
            }
        }
        return shares;
    }
}
