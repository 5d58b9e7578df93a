// Seed: https://www.cnblogs.com/xiuwenli/p/9744397.html (Gym 100548H write-up), verbatim except
// the next line, added so that plain `g++ -O2` reads stdin instead of freopen("in.txt").
#define ONLINE_JUDGE
#include <bits/stdc++.h>
using namespace std;
typedef long long LL;
const int MAXN = 1e2+5;
int x,y;
int dp[MAXN][MAXN][2];
int deg[MAXN];                      //出度
int num[MAXN][MAXN];              //失败的标记
struct Edge{
   int v,next;
}E[MAXN*MAXN] ,rE[MAXN*MAXN];
int rhead[MAXN],rtot,N, M;

void init()
{
    memset(num,0,sizeof(num));
    memset(deg,0,sizeof(deg));
    memset(rhead,-1,sizeof(rhead));
    rtot = 0;
}

void rAddEdge(int u,int v)
{
    rE[rtot] = (Edge){v,rhead[u]};
    rhead[u] = rtot++;
}

struct Node{
    int a, b, cur;
};
bool BFS()
{
    memset(dp, -1,sizeof(dp));
    queue<Node> Q;                      //从所有的必败态开始反着搜
    for(int i=1;i<=N;++i){
        Q.push((Node){i,i,0});          //都是必败态
        Q.push((Node){i,i,1});
        dp[i][i][0] = dp[i][i][1] = 0;
        if(!deg[i]){
            for(int j=1;j<=N;++j){
                if(j==i) continue;
                Q.push((Node){i,j,0});
                dp[i][j][0] = 0;
            }
        }
    }

    while(!Q.empty()){
        Node x = Q.front(); Q.pop();
        int a = x.a , b = x.b, cur = x.cur;
        int nxt = cur^1;
        if(!cur){               //Bob
            int u = b;
            for(int i = rhead[u]; ~i ;i = rE[i].next){
                int v = rE[i].v;
                if(dp[a][v][1] ==-1){
                    dp[a][v][1] = 0;
                    Q.push((Node){a,v,1});
                }
            }
        }else{                  //Alice
            int u = a;
            for(int i = rhead[u]; ~i ; i = rE[i].next){
                int v = rE[i].v;
                num[v][b]++;
                if(num[v][b]>= deg[v] && dp[v][b][0]==-1){
                    dp[v][b][0] = 0;
                    Q.push((Node){v,b,0});
                }
            }
        }
    }
    if(dp[x][y][0]==0) return false;
    return true;
}

int main()
{
    #ifndef ONLINE_JUDGE
        freopen("in.txt", "r", stdin);
        freopen("out.txt", "w", stdout);
    #endif
    int T,cas=1; scanf("%d",&T);
    while(T--){
        init();
        scanf("%d %d ",&N, &M);
        int u, v;
        while(M--){
            scanf("%d %d",&u, &v);
            rAddEdge(v,u);              //反向建图
            deg[u]++;
        }
        scanf("%d %d", &x , &y);
        printf("Case #%d: ",cas++);
        if(BFS()) printf("Yes\n");
        else printf("No\n");
    }
    return 0;
}
