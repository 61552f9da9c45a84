package main

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/storywire/storywire/server"
)

// cmdServe is storywire serve [--db FILE] [--addr HOST:PORT] [--token T]
// [PATH...]: ingest the paths, if any, then serve the store's pages and
// API until interrupted.
func cmdServe(e *env, args []string) int {
	fs := newFlags(e, "serve", "[PATH...]")
	db := dbFlag(fs)
	addr := fs.String("addr", "127.0.0.1:8080", "`address` to listen on")
	token := fs.String("token", os.Getenv("STORYWIRE_TOKEN"), "bearer `token` that writes (POST /api/v1/articles) must carry; none: read-only (env STORYWIRE_TOKEN)")
	maxBody := fs.Int64("max-body", 8<<20, "largest request body in `bytes`")
	hosts := fs.String("host", "", "comma-separated host `names` the server is reached by, besides localhost and IP addresses (requests naming others are refused)")
	readOnly := fs.Bool("read-only", false, "serve the store as an immutable file: nothing is written to it or beside it (no PATHs)")
	paths, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	if *readOnly && len(paths) > 0 {
		fmt.Fprintln(e.stderr, "storywire serve: --read-only serves a store as it is; ingest PATHs without it")
		return exitUsage
	}
	open := openPipeline
	if *readOnly {
		open = openReadOnly
	}
	pl, done, ok := open(e, "serve", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	status := exitOK
	if len(paths) > 0 {
		status = ingest(e, pl, paths, ingestOptions{batch: 512})
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv, err := server.New(pl, server.Options{Token: *token, MaxBody: *maxBody, Hosts: splitList(*hosts), Log: log.New(e.stderr, "storywire serve: ", log.LstdFlags)})
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	mode := "read-only (no --token)"
	switch {
	case pl.Writable() != nil:
		mode = "read-only: " + pl.Writable().Error()
	case *token != "":
		mode = "accepting POST /api/v1/articles with the bearer token"
	}
	fmt.Fprintf(e.stdout, "storywire: serving %s at http://%s/ (%s); Ctrl-C to stop\n", pl.Store().Path(), ln.Addr(), mode)
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintf(e.stderr, "storywire serve: %v\n", err)
		return exitRejected
	}
	return status
}

// splitList splits a comma-separated flag value, dropping empty items.
func splitList(s string) []string {
	var out []string
	for x := range strings.SplitSeq(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}
