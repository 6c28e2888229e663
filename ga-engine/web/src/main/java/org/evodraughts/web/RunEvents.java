package org.evodraughts.web;

import io.javalin.http.sse.SseClient;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Live updates of run pages by server-sent events: one timer looks at each watched run's
 * files every {@code interval} and sends an {@code update} event (data: {@code {"run": id}})
 * when they change, so the page fetches the run's JSON again. Reads only file sizes and times,
 * never the run's database; for a run known only from a MongoDB server, its champion count
 * there. Thread-safe.
 */
final class RunEvents implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RunEvents.class);
    /** A comment line this often keeps proxies and the browser from closing an idle stream. */
    private static final long KEEP_ALIVE_TICKS = 15;

    private final RunsApi runs;
    private final Map<SseClient, Watch> clients = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer;
    private long ticks;

    private static final class Watch {
        final String runId;
        String fingerprint;

        Watch(String runId, String fingerprint) {
            this.runId = runId;
            this.fingerprint = fingerprint;
        }
    }

    RunEvents(RunsApi runs, Duration interval) {
        this.runs = runs;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "serve-run-events");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(this::tick, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Starts sending a run's updates to a client; a bad run id gets one {@code problem} event and the stream closes. */
    void watch(SseClient client, String runId) {
        String fingerprint;
        try {
            fingerprint = runs.fingerprint(runId);
        } catch (ApiException e) {
            client.sendEvent("problem", Json.error(e.getMessage(), e.field()));
            client.close();
            return;
        } catch (IOException e) {
            client.sendEvent("problem", Json.error(e.getMessage(), null));
            client.close();
            return;
        }
        client.keepAlive();
        client.onClose(() -> clients.remove(client));
        clients.put(client, new Watch(runId, fingerprint));
        client.sendEvent("hello", Json.write(Map.of("run", runId)));
    }

    int watching() {
        return clients.size();
    }

    private void tick() {
        ticks++;
        clients.forEach((client, watch) -> {
            try {
                if (client.terminated()) {
                    clients.remove(client);
                    return;
                }
                String now = runs.fingerprint(watch.runId);
                if (!now.equals(watch.fingerprint)) {
                    watch.fingerprint = now;
                    client.sendEvent("update", Json.write(Map.of("run", watch.runId)));
                } else if (ticks % KEEP_ALIVE_TICKS == 0) {
                    client.sendComment("keep-alive");
                }
            } catch (IOException e) {
                LOG.debug("run events: cannot read {} now; trying again", watch.runId, e);
            } catch (RuntimeException e) {
                LOG.debug("run events: dropping a client of {}", watch.runId, e);
                clients.remove(client);
                client.close();
            }
        });
    }

    @Override
    public void close() {
        timer.shutdownNow();
        clients.keySet().forEach(SseClient::close);
        clients.clear();
    }
}
