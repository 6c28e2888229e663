package org.evodraughts.session;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.evodraughts.champions.MeasureProgress;
import org.evodraughts.champions.RecordedChampion;
import org.evodraughts.ga.fitness.TrainingProgress;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.runs.RunClock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The evolve command's display. On a terminal, a progress bar on standard error for each step of
 * a generation ({@link ProgressBars}): the tournament ({@code generation 3: tournament}), the
 * self-play training ({@code generation 3: training}), the champion's games against earlier
 * champions and the baselines ({@code generation 3: champion's games}) and its yardstick match
 * ({@code generation 3: vs heuristic:4}), and the writing of its files and charts after them
 * ({@code generation 3: recording the champion}, its time ticking); so a terminal is never left
 * without news for long.
 * After each generation, on standard output, its {@link ProgressLine#brief brief line}, or with
 * {@code verbose} its whole line, wrapped at 100 columns; the run's log gets the whole line.
 * Notes printed during the run go under the bar. Game callbacks may come from any thread.
 */
public final class ConsoleProgress implements RunProgress {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleProgress.class);

    private final PrintWriter out;
    private final ProgressBars bars;
    private final boolean verbose;
    private final RunClock clock;
    private volatile ProgressBars.Step tournament, training, recording, match;

    /**
     * @param out     where the generation lines and the notes go
     * @param bars    where the bars are drawn (nowhere when not on a terminal)
     * @param verbose whether each generation's whole line is shown, rather than its brief one
     * @param clock   the run's time over its sessions, which the lines show
     */
    public ConsoleProgress(PrintWriter out, ProgressBars bars, boolean verbose, RunClock clock) {
        this.out = out;
        this.bars = bars;
        this.verbose = verbose;
        this.clock = clock;
    }

    @Override
    public void started(int generation, int games) {
        tournament = bars.open("generation " + generation + ": tournament", games);
    }

    @Override
    public void gameEnded() {
        step(tournament, 1);
    }

    @Override
    public void ended() {
        tournament = close(tournament);
    }

    @Override
    public TrainingProgress training() {
        return new TrainingProgress() {
            @Override
            public void trainingStarted(int generation, int trainees, long games) {
                training = bars.open("generation " + generation + ": training" + (trainees == 1 ? "" : " " + trainees
                        + " networks"), games);
            }

            @Override
            public void gamesPlayed(int games) {
                step(training, games);
            }

            @Override
            public void trainingEnded() {
                training = close(training);
            }
        };
    }

    @Override
    public MeasureProgress champion() {
        return new MeasureProgress() {
            @Override
            public void recordingStarted(int generation) {
                // Drawn while none of its matches is: the files, records and charts written after them.
                recording = bars.open("generation " + generation + ": recording the champion", -1);
            }

            @Override
            public void recordingEnded() {
                recording = close(recording);
            }

            @Override
            public void evaluationStarted(int generation, int games) {
                match = bars.open("generation " + generation + ": champion's games", games);
            }

            @Override
            public void yardstickStarted(int generation, String player, int games) {
                match = bars.open("generation " + generation + ": vs " + player, games);
            }

            @Override
            public void gameEnded() {
                step(match, 1);
            }

            @Override
            public void matchEnded() {
                match = close(match);
            }
        };
    }

    private void step(ProgressBars.Step step, long games) {
        if (step != null) {
            bars.played(step, games);
        }
    }

    private ProgressBars.Step close(ProgressBars.Step step) {
        if (step != null) {
            bars.close(step);
        }
        return null;
    }

    @Override
    public void note(String line) {
        print(Columns.wrap(line));
    }

    @Override
    public void generationCompleted(GenerationReport report, Optional<RecordedChampion> champion) {
        List<String> figures = champion.map(RecordedChampion::progressFigures).orElse(List.of());
        String line = ProgressLine.of(report, clock, figures);
        LOG.info(line);
        print(verbose ? Columns.parts(Arrays.asList(line.split(" \\| ")), " | ")
                : Columns.wrap(ProgressLine.brief(report, clock, champion.flatMap(RecordedChampion::yardstick))));
    }

    private void print(List<String> lines) {
        bars.print(() -> {
            lines.forEach(out::println);
            out.flush();
        });
    }
}
