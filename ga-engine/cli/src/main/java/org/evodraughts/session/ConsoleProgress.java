package org.evodraughts.session;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.evodraughts.ga.loop.GenerationReport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.runs.RunClock;

/**
 * The evolve command's display: while a tournament runs, a progress bar of its games on standard
 * error (progressbar library; only when {@code showBar}, i.e. on a terminal), and after each
 * generation its {@link ProgressLine} on standard output and in the log. Game callbacks may
 * come from any thread.
 */
public final class ConsoleProgress implements RunProgress {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleProgress.class);

    /**
     * The bar's width. A fixed one, because asking the terminal for its width makes the bar
     * library open a JLine terminal, which resets the JVM's Ctrl-C handler to the system default:
     * the process would then die at Ctrl-C without stopping the run cleanly.
     */
    static final int BAR_WIDTH = 79;

    private final PrintWriter out;
    private final PrintStream barStream;
    private final boolean showBar;
    private final RunClock clock;
    private volatile ProgressBar bar;

    /**
     * @param out       where the generation lines go
     * @param barStream where the bar is drawn (standard error)
     * @param showBar   whether to draw it (false when not on a terminal)
     * @param clock     the run's time over its sessions, which the lines show
     */
    public ConsoleProgress(PrintWriter out, PrintStream barStream, boolean showBar, RunClock clock) {
        this.out = out;
        this.barStream = barStream;
        this.showBar = showBar;
        this.clock = clock;
    }

    /** Whether this process talks to a terminal, so a progress bar makes sense. */
    public static boolean onTerminal() {
        return System.console() != null && System.console().isTerminal();
    }

    @Override
    public void started(int generation, int games) {
        if (showBar) {
            bar = gamesBar("generation " + generation, games, 0, barStream);
        }
    }

    /**
     * A bar of {@code games} games named {@code task}, {@code done} of them played before it starts
     * (a resumed training's), drawn on {@code stream} (standard error) and cleared when closed;
     * {@code step} or {@code stepTo} moves it.
     */
    public static ProgressBar gamesBar(String task, long games, long done, PrintStream stream) {
        return new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(games)
                .startsFrom(done, Duration.ZERO)
                .setUnit(" games", 1)
                .setUpdateIntervalMillis(250)
                .setConsumer(new ConsoleProgressBarConsumer(stream, BAR_WIDTH))
                .clearDisplayOnFinish()
                .build();
    }

    @Override
    public void gameEnded() {
        ProgressBar b = bar;
        if (b != null) {
            b.step();
        }
    }

    @Override
    public void ended() {
        ProgressBar b = bar;
        bar = null;
        if (b != null) {
            b.close();
        }
    }

    @Override
    public void generationCompleted(GenerationReport report, List<String> figures) {
        String line = ProgressLine.of(report, clock, figures);
        out.println(line);
        out.flush();
        LOG.info(line);
    }
}
